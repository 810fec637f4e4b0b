import { stat } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { AppError, isAppError } from '@sextant/core-engine';
import { createWalledRead } from '@sextant/language-adapters';
import { buildContractModel, readCompactImports, securityChecks } from '@sextant/language-adapters/compact';
import type { SecurityFinding } from '@sextant/language-adapters/compact';
import type { RejectedFileOutput, ToolContext } from '@sextant/mcp-shell';
import { walkFiles } from '@sextant/security/wall';

const MAX_FILES = 2000;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'managed']);

interface Checked {
  files: { file: string; findings: SecurityFinding[] }[];
  rejected_files?: RejectedFileOutput[];
}

/** The .compact files under the given paths (inside the roots), relative to the first root. */
async function expand(paths: readonly string[], ctx: ToolContext): Promise<string[]> {
  const root = ctx.roots()[0] ?? process.cwd();
  const out = new Set<string>();
  for (const p of paths) {
    const abs = await ctx.resolvePath(p);
    const info = await stat(abs).catch(() => undefined);
    if (!info)
      throw new AppError('NOT_FOUND', `No file or directory at ${p}.`, {
        hint: 'Paths are relative to the first allowed root.',
      });
    const { files } = info.isDirectory()
      ? await walkFiles([abs], {
          roots: ctx.roots(),
          signal: ctx.signal,
          skipDir: (name) => SKIP_DIRS.has(name),
          keep: (f) => f.endsWith('.compact'),
          maxFiles: MAX_FILES + 1,
        })
      : { files: [{ path: abs }] };
    for (const f of files) out.add(relative(root, f.path).split(sep).join('/'));
  }
  if (out.size > MAX_FILES)
    throw new AppError('INVALID_INPUT', `More than ${MAX_FILES} .compact files under the given paths.`, {
      hint: 'Pass a smaller folder.',
    });
  return [...out].sort();
}

/**
 * Runs the security checks (disclosure included, following imported files) on each file; a file past the parser budget is listed in
 * `rejected_files` (INVALID_INPUT with its line and the limit) and the others are still checked.
 */
export async function checkCompactFiles(paths: readonly string[], ctx: ToolContext): Promise<Checked> {
  const read = createWalledRead({ roots: () => ctx.roots(), resolve: (p) => ctx.resolvePath(p) });
  const result: Checked = { files: [] };
  const rejected: RejectedFileOutput[] = [];
  let firstRefusal: unknown;
  for (const file of await expand(paths, ctx)) {
    ctx.signal.throwIfAborted();
    try {
      const source = await read(file);
      // The disclosure check follows calls into the files this one imports, read through the same wall.
      const imports = await readCompactImports(file, source, (p) => read(p).catch(() => undefined));
      const model = buildContractModel(source, file, undefined, (p) => imports.get(p));
      result.files.push({ file, findings: securityChecks(model) });
    } catch (e) {
      if (!isAppError(e) || e.code !== 'INVALID_INPUT') throw e;
      firstRefusal ??= e;
      const { line, limit } = (e.extra.details ?? {}) as { line?: number; limit?: number };
      rejected.push({ file, code: e.code, message: e.message, ...(line ? { line } : {}), ...(limit ? { limit } : {}) });
    }
  }
  if (firstRefusal && !result.files.length) throw firstRefusal; // nothing was checked: the call fails as one file does
  return rejected.length ? { ...result, rejected_files: rejected } : result;
}
