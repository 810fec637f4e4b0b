import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Records every module a child process loads, for start-up tests: pass `flags` first in the node arguments. */
export interface ModuleTrace {
  /** Node flags (`--import` of a recording hook) to put before the entry and any other `--import`. */
  flags: string[];
  /** Paths (file: URLs as paths) and `node:` ids loaded so far, ES modules and CommonJS, in load order. */
  loaded(): string[];
}

// The hook runs in the child: a loader thread records ES modules, a wrapped Module._load records require() calls.
const hook = (file: string) => `
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
const file = ${JSON.stringify(file)};
register('data:text/javascript,' + encodeURIComponent(\`
  import { appendFileSync } from 'node:fs';
  import { fileURLToPath } from 'node:url';
  export async function load(url, context, next) {
    appendFileSync(\${JSON.stringify(file)}, (url.startsWith('file:') ? fileURLToPath(url) : url) + '\\\\n');
    return next(url, context);
  }\`));
const Module = createRequire(process.cwd() + '/')('node:module');
const load = Module._load;
Module._load = function (request, parent, isMain) {
  const out = load.apply(this, arguments);
  try { appendFileSync(file, Module._resolveFilename(request, parent, isMain) + '\\n'); } catch {}
  return out;
};
`;

/** A fresh trace: its flags record into a temporary file that `loaded()` reads. */
export function moduleTrace(): ModuleTrace {
  const file = join(mkdtempSync(join(tmpdir(), 'sextant-modules-')), 'loaded.txt');
  writeFileSync(file, '');
  return {
    flags: ['--import', `data:text/javascript,${encodeURIComponent(hook(file))}`],
    loaded: () => [...new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean))],
  };
}
