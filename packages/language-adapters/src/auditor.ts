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
import { AppError, isAppError } from '@sextant/core-engine';
import {
  analyzeEntrypoints,
  analyzeFunction,
  callGraph,
  createAnalysisSession,
  parseRemappings,
  resolveUnit,
} from '@sextant/core-engine/analysis';
import { createPathGuard, readInsideSync, realRoots } from '@sextant/security';
import { createLanguageRegistry } from './registry.js';

/** Options of {@link createAuditor}. */
export interface AuditorOptions {
  /** Directories sources and their imports may be read from; relative paths resolve against the first. @default [process.cwd()] */
  roots?: readonly string[];
  /** Import remappings (`@oz/=lib/openzeppelin-contracts/`), before a root's `remappings.txt`. */
  remappings?: readonly string[];
  /** Parsed files kept in memory, keyed by content hash. @default 2000 */
  cacheSize?: number;
}

/** What to analyze: paths of files inside the roots, or sources given inline. */
export type AuditorSources = readonly string[] | readonly SourceFile[];

/** The analysis engine wired to every language with an analyzer (Solidity, TypeScript, JavaScript…). */
export interface Auditor {
  /** The cached analysis session (a second load of the same sources parses nothing). */
  readonly session: AnalysisSession;
  /** File extensions (without the dot) some analyzer handles. */
  readonly extensions: readonly string[];
  /** The analyzer of a path or language id; throws AppError `language_not_supported` (with a hint) otherwise. */
  analyzerFor(path: string, language?: string): AnalyzerChoice;
  /** Reads the sources and their imports (inside the roots) and links them into one model. */
  load(sources: AuditorSources, opts?: { language?: string }): Promise<CodeModel>;
  /** Public/external state-changing functions of each concrete contract. */
  entrypoints(sources: AuditorSources, opts?: EntrypointOptions): Promise<Entrypoint[]>;
  /** State reads/writes and calls of one function. */
  insights(sources: AuditorSources, selector: FunctionSelector): Promise<FunctionInsight>;
  /** Functions, modifiers and external callees with their edges. */
  callGraph(sources: AuditorSources, opts?: { contract?: string; file?: string }): Promise<CallGraph>;
  /** Drops cached parses; the auditor holds no process or handle. */
  dispose(): void;
}

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
  const remappings = parseRemappings(opts.remappings ?? []);
  let session = createAnalysisSession({ analyzerFor, remappings, cacheSize: opts.cacheSize });
  // Resolved inside the roots, then opened without following a link swapped in since (the wall's read).
  const readWalled = async (p: string) =>
    readInsideSync(await realRoots(guard.roots()), await guard.resolve(p)).toString('utf8');
  const read = (p: string) => readWalled(p).catch(() => undefined);

  async function load(sources: AuditorSources, o: { language?: string } = {}): Promise<CodeModel> {
    const files: SourceFile[] = [];
    for (const s of sources) {
      if (typeof s !== 'string') files.push(s);
      else {
        const content = await readWalled(s).catch((cause: unknown) => {
          if (isAppError(cause) && cause.code === 'FORBIDDEN') throw cause;
          throw new AppError('NOT_FOUND', `Cannot read ${s}.`, {
            hint: 'Paths are relative to the first root.',
            cause,
          });
        });
        files.push({ path: s, content });
      }
    }
    const fromRoot = parseRemappings((await read('remappings.txt'))?.split('\n') ?? []);
    return session.load(files, { language: o.language, readFile: read, remappings: fromRoot });
  }

  return {
    get session() {
      return session;
    },
    extensions: analyzable.flatMap((a) => a.extensions),
    analyzerFor,
    load,
    entrypoints: async (sources, o) => analyzeEntrypoints(await load(sources), o),
    insights: async (sources, selector) => analyzeFunction(await load(sources), selector),
    callGraph: async (sources, o) => {
      const model = await load(sources);
      // A name may be held by several files (vendored copies): `file` picks one, else resolveUnit says which.
      return callGraph(model, o?.contract ? { unit: resolveUnit(model, o.contract, o.file) } : {});
    },
    dispose() {
      session = createAnalysisSession({ analyzerFor, remappings, cacheSize: opts.cacheSize });
    },
  };
}
