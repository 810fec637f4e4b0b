import { readFile, stat } from 'node:fs/promises';
import { extname, relative, sep } from 'node:path';
import type { SourceFile } from '@sextant/core-engine';
import type { CodeModel } from '@sextant/core-engine/ports';
import { AppError } from '@sextant/core-engine';
import type { ToolContext } from '@sextant/mcp-shell';
import { walkFiles } from '@sextant/security';
import { z } from 'zod';
import type { AuditorDeps } from './deps.js';
import type { ProjectLayout } from './project/layout.js';
import { detectLayout } from './project/layout.js';

/** Input fields every auditor tool shares: inline files or paths on disk, and an optional language. */
export const sourceInput = {
  files: z
    .array(z.object({ path: z.string().min(1), content: z.string() }))
    .min(1)
    .optional()
    .describe('Sources inline: [{ path, content }]. Imports resolve against these paths first.'),
  paths: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .describe('Files or directories to read (inside the allowed roots).'),
  language: z
    .string()
    .optional()
    .describe('Language id (solidity, typescript, javascript, tsx); default from the extension.'),
};

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'out', 'cache']);
// Foundry keeps dependencies in lib/: they are reached through imports, not listed as the project's own contracts.
const inLib = (path: string) => path.split(sep).includes('lib');

/** Imports nothing was found for, as tools report them (absent when all resolved). */
export const unresolvedImports = z
  .array(z.object({ file: z.string(), import: z.string() }))
  .optional()
  .describe(
    'Imports not found: state and functions behind them are missing. Add the files, remappings.txt or AUDITOR_REMAPPINGS.',
  );

/** The `unresolved_imports` field of a tool result. */
export const unresolvedOf = (model: CodeModel) =>
  model.unresolvedImports?.length ? { unresolved_imports: model.unresolvedImports } : {};

async function expand(paths: readonly string[], deps: AuditorDeps, ctx: ToolContext): Promise<string[]> {
  const root = ctx.roots()[0] ?? process.cwd();
  const out: string[] = [];
  for (const p of paths) {
    const abs = await ctx.resolvePath(p);
    const info = await stat(abs).catch(() => undefined);
    if (!info)
      throw new AppError('NOT_FOUND', `No file or directory at ${p}.`, {
        type: 'input_error',
        hint: 'Paths are relative to the first allowed root.',
      });
    if (info.isFile()) out.push(abs);
    else {
      // The wall's walk: links outside the roots are skipped, link loops end, cancellation stops it.
      const { files } = await walkFiles([abs], {
        roots: ctx.roots(),
        signal: ctx.signal,
        skipDir: (name) => SKIP_DIRS.has(name),
        maxFiles: deps.maxFiles + 1,
        keep: (p) => {
          const ext = extname(p).slice(1);
          return deps.extensions.includes(ext) && !(ext === 'sol' && inLib(relative(abs, p)));
        },
      });
      out.push(...files.map((f) => f.path));
    }
    if (out.length > deps.maxFiles)
      throw new AppError('INVALID_INPUT', `More than ${deps.maxFiles} source files under the given paths.`, {
        type: 'input_error',
        hint: 'Pass the contract files (or a smaller directory); imports are followed automatically.',
      });
  }
  return out.map((abs) => relative(root, abs) || abs);
}

/** The `project` field of a result: which root and remappings imports were resolved with. */
export const projectOutput = z
  .object({
    kind: z.enum(['foundry', 'hardhat', 'remappings', 'plain']),
    root: z.string().describe('Project root, relative to the allowed root ("" for the root itself).'),
    remappings: z.array(z.string()).describe('prefix=target, targets relative to the allowed root.'),
    src: z.string().optional(),
    libs: z.array(z.string()).optional(),
    skipped: z.number().optional().describe('Walked files left out as tests, scripts or mocks.'),
  })
  .optional()
  .describe('The project the paths belong to (foundry.toml, hardhat.config.*, remappings.txt).');

/** A model and, when paths were given, the project layout it was read with. */
export interface LoadedSources {
  model: CodeModel;
  layout?: ProjectLayout;
  skipped: number;
  /** Whether a unit's file is listed: named one by one, or kept by the skip rules (the project root and walked folders). */
  listed: (file: string) => boolean;
}

/** The `project` field from a layout. */
export const projectOf = (l: LoadedSources) =>
  l.layout
    ? {
        project: {
          kind: l.layout.kind,
          root: l.layout.root,
          remappings: l.layout.remappings.filter((r) => r.prefix).map((r) => `${r.prefix}=${r.target}`),
          ...(l.layout.src ? { src: l.layout.src } : {}),
          ...(l.layout.libs ? { libs: l.layout.libs } : {}),
          ...(l.skipped ? { skipped: l.skipped } : {}),
        },
      }
    : {};

/**
 * Loads the tool's sources (inline or from disk, following imports) into a linked model. `keep` filters the
 * files a directory walk found (paths relative to the allowed root; explicitly named files always stay).
 */
export async function loadSources(
  args: { files?: SourceFile[]; paths?: string[]; language?: string },
  deps: AuditorDeps,
  ctx: ToolContext,
  keep?: (bases: readonly string[]) => (path: string) => boolean,
): Promise<LoadedSources> {
  if (!args.files?.length && !args.paths?.length)
    throw new AppError('INVALID_INPUT', 'Pass files ([{ path, content }]) or paths (files or directories).', {
      type: 'input_error',
      hint: 'For example: { "paths": ["contracts/"] }.',
    });
  const read = async (p: string) => readFile(await ctx.resolvePath(p), 'utf8').catch(() => undefined);
  const files: SourceFile[] = [...(args.files ?? [])];
  const root = ctx.roots()[0] ?? process.cwd();
  const given = await Promise.all(
    (args.paths ?? []).map(async (p) => {
      const abs = await ctx.resolvePath(p);
      return { p, abs, isDir: !!(await stat(abs).catch(() => undefined))?.isDirectory() };
    }),
  );
  const layout = given[0] ? await detectLayout(given[0].abs, root) : undefined;
  const dirs = given.filter((g) => g.isDir).map((g) => relative(root, g.abs));
  const bases = layout ? [layout.root, ...dirs] : dirs;
  const keepPath = keep ? keep(bases) : () => true;
  const named = new Set<string>(args.files?.map((f) => f.path));
  let skipped = 0;
  for (const g of given) {
    for (const p of await expand([g.p], deps, ctx)) {
      if (g.isDir && !keepPath(p)) {
        skipped++;
        continue;
      }
      if (!g.isDir) named.add(p);
      const content = await read(p);
      if (content !== undefined) files.push({ path: p, content });
    }
  }
  if (files.length > deps.maxFiles)
    throw new AppError('INVALID_INPUT', `More than ${deps.maxFiles} source files under the given paths.`, {
      type: 'input_error',
      hint: 'Pass the contract files (or a smaller directory); imports are followed automatically.',
    });
  const remappings = [...deps.remappings, ...(layout?.remappings ?? [])];
  ctx.progress({ progress: 0, total: 1, message: `analyzing ${files.length} files` });
  const model = await deps.session.load(files, { language: args.language, readFile: read, remappings });
  ctx.progress({ progress: 1, total: 1 });
  // units to list: files named one by one always, others as the skip rules say
  const listed = (file: string) => named.has(file) || keepPath(file);
  return { model, ...(layout ? { layout } : {}), skipped, listed };
}
