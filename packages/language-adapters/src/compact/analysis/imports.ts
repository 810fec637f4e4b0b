import { posix } from 'node:path';
import type { SourceBudget } from '../../budget/nesting.js';
import { scanBudget } from '../../budget/nesting.js';
import { parseCompact } from '../parser.js';
import type { CompactParseResult } from '../types.js';

/** Reads another `.compact` file of the same tree (path relative like the importing file's), or undefined. */
export type CompactFileReader = (path: string) => string | undefined;

/** A file an `import "…"`, `import Name` or `include "…"` brings in, and the names it is brought in under. */
export interface CompactImportLink {
  path: string;
  /** `prefix P_`: the imported names are called `P_name`. Empty for include and unprefixed imports. */
  prefix: string;
  /** `import { a, b as c } from …`: only these names, under their aliases. */
  selection?: { name: string; alias?: string }[];
}

/** One parsed file and the files it brings in (the importing file's analysis follows calls into them). */
export interface CompactUnit {
  file: string;
  parse: CompactParseResult;
  links: { unit: CompactUnit; prefix: string; selection?: { name: string; alias?: string }[] }[];
}

const STDLIB = 'CompactStandardLibrary';

/**
 * The files `parse` (of `file`) imports or includes, resolved the compiler's way: a quoted path is relative to the
 * importing file with `.compact` added; `import Name` of a module the file does not declare is `Name.compact` beside it.
 */
export function compactImportLinks(parse: CompactParseResult, file: string): CompactImportLink[] {
  const modules = new Set(parse.declarations.filter((d) => d.kind === 'module').map((d) => d.name));
  const dir = posix.dirname(file.split('\\').join('/'));
  const at = (spec: string) => posix.normalize(posix.join(dir, spec.endsWith('.compact') ? spec : `${spec}.compact`));
  return parse.declarations.flatMap((d): CompactImportLink[] => {
    if (d.kind === 'include') return [{ path: at(d.name), prefix: '' }];
    if (d.kind !== 'import' || (!d.isPath && (modules.has(d.name) || d.name === STDLIB))) return [];
    return [{ path: at(d.name), prefix: d.prefix ?? '', ...(d.selection ? { selection: d.selection } : {}) }];
  });
}

/**
 * Parses the files `parse` brings in, transitively, through `read` (each once; a file `read` cannot give is left out
 * and its circuits stay unknown). An imported source past the main file's nesting or size budget is left out too.
 */
export function loadCompactUnit(
  file: string,
  parse: CompactParseResult,
  read: CompactFileReader | undefined,
  budget?: SourceBudget,
): CompactUnit {
  const units = new Map<string, CompactUnit>();
  const load = (path: string, p: CompactParseResult): CompactUnit => {
    const unit: CompactUnit = { file: path, parse: p, links: [] };
    units.set(path, unit);
    if (!read) return unit;
    for (const link of compactImportLinks(p, path)) {
      let target = units.get(link.path);
      if (!target) {
        const source = read(link.path);
        // An imported file past the budget stays unknown (checked on its own, it is refused there).
        if (source === undefined || scanBudget(source, budget)) continue;
        target = load(link.path, parseCompact(source));
      }
      unit.links.push({ unit: target, prefix: link.prefix, ...(link.selection ? { selection: link.selection } : {}) });
    }
    return unit;
  };
  return load(file, parse);
}

/**
 * Reads the files `source` (of `file`) imports or includes, transitively, through `read` (undefined when a file is
 * missing or refused): the sources `buildContractModel`'s reader then gives out synchronously.
 */
export async function readCompactImports(
  file: string,
  source: string,
  read: (path: string) => Promise<string | undefined>,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const tried = new Set<string>([file]);
  const todo = compactImportLinks(parseCompact(source), file).map((l) => l.path);
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    if (tried.has(next)) continue;
    tried.add(next);
    const text = await read(next);
    if (text === undefined || scanBudget(text)) continue;
    out.set(next, text);
    todo.push(...compactImportLinks(parseCompact(text), next).map((l) => l.path));
  }
  return out;
}
