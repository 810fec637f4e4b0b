import type { SourceFile } from '@sextant/core-engine';
import type { CodeModel } from '@sextant/core-engine/ports';
import type {
  AnalysisSession,
  AnalyzerChoice,
  CallGraph,
  Entrypoint,
  EntrypointOptions,
  FunctionInsight,
  FunctionSelector,
} from '@sextant/core-engine/analysis';
import { AppError } from '@sextant/core-engine';
import {
  analyzeEntrypoints,
  analyzeFunction,
  callGraph,
  createAnalysisSession,
  parseRemappings,
  resolveUnit,
} from '@sextant/core-engine/analysis';
import { createPathGuard } from '@sextant/security';
import type { LoadedProject, LoadProjectOptions, ProjectSources } from './project/load.js';
import { loadProject } from './project/load.js';
import { createLanguageRegistry } from './registry.js';

/** Options of {@link createAuditor}. */
export interface AuditorOptions {
  /** Directories sources and their imports may be read from; relative paths resolve against the first. @default [process.cwd()] */
  roots?: readonly string[];
  /** Import remappings (`@oz/=lib/openzeppelin-contracts/`), before the project's own (foundry.toml, remappings.txt). */
  remappings?: readonly string[];
  /** Parsed files kept in memory, keyed by content hash. @default 2000 */
  cacheSize?: number;
  /** Most source files one load may read from the given paths. @default 2000 */
  maxFiles?: number;
}

/** What to analyze: paths of files or folders inside the roots, or sources given inline. */
export type AuditorSources = readonly (string | SourceFile)[];

/** The analysis engine wired to every language with an analyzer (Solidity, TypeScript, JavaScript…). */
export interface Auditor {
  /** The cached analysis session (a second load of the same sources parses nothing). */
  readonly session: AnalysisSession;
  /** File extensions (without the dot) some analyzer handles. */
  readonly extensions: readonly string[];
  /** The analyzer of a path or language id; throws AppError `language_not_supported` (with a hint) otherwise. */
  analyzerFor(path: string, language?: string): AnalyzerChoice;
  /**
   * Reads files and folders (inside the roots) with their project's layout: the nearest foundry.toml,
   * hardhat.config.* or remappings.txt gives the remappings, and `skipTests` leaves tests, scripts and mocks out
   * of walked folders. Imports are followed; every file is read behind the wall.
   */
  loadProject(sources: ProjectSources, opts?: LoadProjectOptions): Promise<LoadedProject>;
  /** The linked model of the sources (as loadProject reads them). */
  load(sources: AuditorSources, opts?: { language?: string }): Promise<CodeModel>;
  /** Public/external state-changing functions of each concrete contract; walked folders leave tests, scripts and mocks out unless `includeTests`. */
  entrypoints(sources: AuditorSources, opts?: EntrypointOptions & { includeTests?: boolean }): Promise<Entrypoint[]>;
  /** State reads/writes and calls of one function (`selector.file` as loadProject's `modelFile` reads it). */
  insights(sources: AuditorSources, selector: FunctionSelector): Promise<FunctionInsight>;
  /** Functions, modifiers and external callees with their edges. */
  callGraph(sources: AuditorSources, opts?: { contract?: string; file?: string }): Promise<CallGraph>;
  /** Drops cached parses; the auditor holds no process or handle. */
  dispose(): void;
}

const split = (sources: AuditorSources): { files: SourceFile[]; paths: string[] } => ({
  files: sources.filter((s): s is SourceFile => typeof s !== 'string'),
  paths: sources.filter((s): s is string => typeof s === 'string'),
});

/** One call wires the language registry into an analysis session: `createAuditor({ roots: ['.'] })`. */
export function createAuditor(opts: AuditorOptions = {}): Auditor {
  const guard = createPathGuard({ roots: opts.roots?.length ? opts.roots : [process.cwd()] });
  const registry = createLanguageRegistry();
  const analyzable = registry.adapters.filter((a) => a.analyzer);
  const supported = analyzable.map((a) => a.id);
  const analyzerFor = (path: string, language?: string): AnalyzerChoice => {
    const a = language ? registry.byId(language) : registry.byPath(path);
    if (a?.analyzer) return { id: a.id, analyzer: a.analyzer };
    throw new AppError(
      'language_not_supported',
      language ? `Language "${language}" is not supported by the auditor.` : `No supported language for "${path}".`,
      {
        type: 'input_error',
        hint: `Pass language as one of: ${supported.join(', ')} (or use files with their extensions).`,
        details: { supported },
      },
    );
  };
  const newSession = () => createAnalysisSession({ analyzerFor, cacheSize: opts.cacheSize });
  const extensions = analyzable.flatMap((a) => a.extensions);
  const remappings = parseRemappings(opts.remappings ?? []);
  const maxFiles = opts.maxFiles ?? 2000;
  let session = newSession();
  const project = (sources: ProjectSources, o?: LoadProjectOptions) =>
    loadProject(sources, { session, extensions, remappings, maxFiles, access: guard }, o);

  return {
    get session() {
      return session;
    },
    extensions,
    analyzerFor,
    loadProject: project,
    load: async (sources, o = {}) => (await project({ ...split(sources), ...o })).model,
    entrypoints: async (sources, { includeTests, ...o } = {}) => {
      const loaded = await project(split(sources), { skipTests: !includeTests });
      const include = o.include;
      return analyzeEntrypoints(loaded.model, {
        ...o,
        include: include ? (f) => loaded.listed(f) && include(f) : loaded.listed,
      });
    },
    insights: async (sources, { file, ...selector }) => {
      const loaded = await project(split(sources));
      return analyzeFunction(
        loaded.model,
        file === undefined ? selector : { ...selector, file: await loaded.modelFile(file) },
      );
    },
    callGraph: async (sources, o) => {
      const { model, modelFile } = await project(split(sources));
      const file = o?.file === undefined ? undefined : await modelFile(o.file);
      // A name may be held by several files (vendored copies): `file` picks one, else resolveUnit says which.
      return callGraph(model, o?.contract ? { unit: resolveUnit(model, o.contract, file) } : {});
    },
    dispose() {
      session = newSession();
    },
  };
}
