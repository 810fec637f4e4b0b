import { stat } from 'node:fs/promises';
import { extname, relative, sep } from 'node:path';
import type { AnalysisSession, Remapping } from '@sextant/core-engine/analysis';
import type { CodeModel } from '@sextant/core-engine/ports';
import type { ProgressReporter, SourceFile } from '@sextant/core-engine';
import { AppError } from '@sextant/core-engine';
import { walkFiles } from '@sextant/security';
import type { ProjectLayout } from './layout.js';
import { detectLayout } from './layout.js';
import type { ProjectAccess } from './read.js';
import { createWalledRead } from './read.js';
import { modelFile } from './selector-file.js';
import { layoutFilter } from './skip.js';

/** What to load: sources inline, files or folders inside the roots (imports are followed), and a language id. */
export interface ProjectSources {
  files?: readonly SourceFile[];
  paths?: readonly string[];
  /** Language id (solidity, typescript…); default from each file's extension. */
  language?: string;
}

/** Options of one load. */
export interface LoadProjectOptions {
  /** Leave tests, scripts and mocks out of walked folders (files named one by one stay). @default false */
  skipTests?: boolean;
  /** Reads through these roots and this guard instead of the auditor's (e.g. one MCP call's roots). */
  access?: ProjectAccess;
  /** Stops the folder walk. */
  signal?: AbortSignal;
  onProgress?: ProgressReporter;
}

/** A linked model and, when paths were given, the project layout it was read with. */
export interface LoadedProject {
  model: CodeModel;
  layout?: ProjectLayout;
  /** Walked files left out as tests, scripts or mocks. */
  skipped: number;
  /** Whether a unit's file is listed: named one by one, or kept by the skip rules (the project root and walked folders). */
  listed: (file: string) => boolean;
  /** The model's name for a user-given file (absolute, relative to the root or to an analysed folder). */
  modelFile(given: string): Promise<string>;
}

/** What a load needs from the auditor. */
export interface ProjectLoader {
  session: AnalysisSession;
  extensions: readonly string[];
  /** Remappings before the project's own. */
  remappings: readonly Remapping[];
  maxFiles: number;
  access: ProjectAccess;
}

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'out', 'cache']);
// Foundry keeps dependencies in lib/: they are reached through imports, not listed as the project's own contracts.
const inLib = (path: string) => path.split(sep).includes('lib');

const tooMany = (maxFiles: number) =>
  new AppError('INVALID_INPUT', `More than ${maxFiles} source files under the given paths.`, {
    type: 'input_error',
    hint: 'Pass the contract files (or a smaller directory); imports are followed automatically.',
  });

/** A file, or the analysable files under a folder (the wall's walk), relative to the first root. */
async function expand(p: string, loader: ProjectLoader, access: ProjectAccess, signal?: AbortSignal) {
  const root = access.roots()[0] ?? process.cwd();
  const abs = await access.resolve(p);
  const info = await stat(abs).catch(() => undefined);
  if (!info)
    throw new AppError('NOT_FOUND', `No file or directory at ${p}.`, {
      type: 'input_error',
      hint: 'Paths are relative to the first allowed root.',
    });
  let out = [abs];
  if (!info.isFile()) {
    // The wall's walk: links outside the roots are skipped, link loops end, cancellation stops it.
    const { files } = await walkFiles([abs], {
      roots: access.roots(),
      signal,
      skipDir: (name) => SKIP_DIRS.has(name),
      maxFiles: loader.maxFiles + 1,
      keep: (f) => {
        const ext = extname(f).slice(1);
        return loader.extensions.includes(ext) && !(ext === 'sol' && inLib(relative(abs, f)));
      },
    });
    out = files.map((f) => f.path);
  }
  if (out.length > loader.maxFiles) throw tooMany(loader.maxFiles);
  return out.map((f) => relative(root, f) || f);
}

/**
 * Loads sources (inline, or files and folders on disk, following imports) into a linked model: the project of the
 * first path (foundry.toml, hardhat.config.*, remappings.txt) gives the remappings, and `skipTests` leaves tests,
 * scripts and mocks out of walked folders. Every file is read behind the wall.
 */
export async function loadProject(
  sources: ProjectSources,
  loader: ProjectLoader,
  opts: LoadProjectOptions = {},
): Promise<LoadedProject> {
  if (!sources.files?.length && !sources.paths?.length)
    throw new AppError('INVALID_INPUT', 'Pass files ([{ path, content }]) or paths (files or directories).', {
      type: 'input_error',
      hint: 'For example: { "paths": ["contracts/"] }.',
    });
  const access = opts.access ?? loader.access;
  const readWalled = createWalledRead(access);
  const read = (p: string) => readWalled(p).catch(() => undefined);
  const files: SourceFile[] = [...(sources.files ?? [])];
  const root = access.roots()[0] ?? process.cwd();
  const given = await Promise.all(
    (sources.paths ?? []).map(async (p) => {
      const abs = await access.resolve(p);
      return { p, abs, isDir: !!(await stat(abs).catch(() => undefined))?.isDirectory() };
    }),
  );
  const layout = given[0] ? await detectLayout(given[0].abs, root) : undefined;
  const dirs = given.filter((g) => g.isDir).map((g) => relative(root, g.abs));
  const bases = layout ? [layout.root, ...dirs] : dirs;
  const keepPath = layoutFilter(bases, !opts.skipTests);
  const named = new Set<string>(sources.files?.map((f) => f.path));
  let skipped = 0;
  for (const g of given) {
    for (const p of await expand(g.p, loader, access, opts.signal)) {
      if (g.isDir && !keepPath(p)) {
        skipped++;
        continue;
      }
      if (!g.isDir) named.add(p);
      const content = await read(p);
      if (content !== undefined) files.push({ path: p, content });
    }
  }
  if (files.length > loader.maxFiles) throw tooMany(loader.maxFiles);
  const remappings = [...loader.remappings, ...(layout?.remappings ?? [])];
  opts.onProgress?.({ progress: 0, total: 1, message: `analyzing ${files.length} files` });
  const model = await loader.session.load(files, { language: sources.language, readFile: read, remappings });
  opts.onProgress?.({ progress: 1, total: 1 });
  return {
    model,
    ...(layout ? { layout } : {}),
    skipped,
    // units to list: files named one by one always, others as the skip rules say
    listed: (file) => named.has(file) || keepPath(file),
    modelFile: (file) => modelFile(file, sources, model, access),
  };
}
