// Pins the public API, entry by entry (as the MCP TypeScript SDK pins its exports): any new export becomes public
// API, so it must be added here on purpose. Values are checked at run time, types from the entry's export lines
// (entries are named re-exports only, no `export *`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const PUBLIC_API: Record<string, { values: string[]; types: string[] }> = {
  '.': {
    values: ['AppError', 'ERROR_CODES', 'importOptional', 'isAppError', 'silentLogger', 'throwIfAborted'],
    types: [
      'AppErrorExtra',
      'Embedder',
      'ErrorCode',
      'LanguageAdapter',
      'Logger',
      'OptionalPeer',
      'ProgressReporter',
      'SourceFile',
      'StoredChunk',
      'VectorStore',
    ],
  },
  './ports': {
    values: [],
    types: [
      'AnalysisUnit',
      'AnalyzedFunction',
      'CallKind',
      'CallSite',
      'CodeAnalyzer',
      'CodeModel',
      'Diagnostic',
      'Embedder',
      'FileJob',
      'FileProcessingPool',
      'FileResult',
      'FileSymbols',
      'GuardKind',
      'LanguageAdapter',
      'LexicalFields',
      'ParsedSource',
      'Position',
      'RejectedFile',
      'ResolvedImports',
      'SearchHit',
      'SearchOptions',
      'SenderCheck',
      'SourceEntry',
      'SourceFile',
      'SourceLocation',
      'SourceProvider',
      'SourceText',
      'StagedFile',
      'StagedWrites',
      'StateAccess',
      'StoredChunk',
      'SymbolDefinition',
      'SymbolReference',
      'UnitRef',
      'VectorStore',
    ],
  },
  './analysis': {
    values: [
      'ACCESS_DEPTH',
      'analyzeEntrypoints',
      'analyzeFunction',
      'callGraph',
      'createAnalysisSession',
      'groupEntrypoints',
      'parseRemappings',
      'resolveUnit',
      'toEntrypointRow',
    ],
    types: [
      'AccessGuard',
      'AccessInfo',
      'AnalysisSession',
      'AnalysisSessionOptions',
      'AnalyzerChoice',
      'CallGraph',
      'CallGraphEdge',
      'CallGraphNode',
      'Entrypoint',
      'EntrypointContract',
      'EntrypointGroup',
      'EntrypointOptions',
      'EntrypointRow',
      'FunctionInsight',
      'FunctionSelector',
      'GroupedEntrypoint',
      'LoadOptions',
      'Remapping',
    ],
  },
  './indexing': {
    values: [
      'chunkCount',
      'chunkFile',
      'createRepoIndex',
      'createWorkerPool',
      'findRepoRoot',
      'gitDirs',
      'groupByFile',
      'isDamage',
      'moveAside',
      'parseChunkId',
      'processJob',
      'readStateFile',
      'serveFileJobs',
      'storageError',
      'writeAtomic',
    ],
    types: [
      'AdapterLookup',
      'BundleOptions',
      'ByFileOptions',
      'Chunk',
      'ChunkOptions',
      'FileEntry',
      'FileHit',
      'FileJobContext',
      'Freshness',
      'IndexManifest',
      'IndexRunStats',
      'IndexState',
      'IndexedSymbol',
      'RankedChunk',
      'RepairNote',
      'RepoIndex',
      'RepoIndexOptions',
      'RepoMapOptions',
      'RepoSearchRequest',
      'RunIndexOptions',
      'SearchFeatures',
      'SearchRequest',
      'SearchResultItem',
      'SearchTrace',
      'SignalWeights',
      'SymbolIndex',
      'SymbolRecord',
      'WatchIndexOptions',
      'WorkerPoolOptions',
    ],
  },
  './retrieval': {
    values: ['codeTokenString', 'planQuery', 'queryTerms', 'reciprocalRankFusion', 'stageTimer', 'tokenizeCode'],
    types: ['FusedResult', 'QueryPlan', 'RankedList', 'TokenizeOptions'],
  },
  './guarded-io': {
    values: [
      'DEFAULT_MAX_INFLATED_BYTES',
      'HARDENED_GIT_CONFIG',
      'gunzipBounded',
      'hardenedGitEnv',
      'insideAny',
      'inspectInside',
      'isInside',
      'readInsideSync',
      'realRoots',
      'runGit',
    ],
    types: ['Inspected', 'WallSkip'],
  },
  './experimental': {
    values: ['encodeVocab', 'feedbackTerms', 'learnRepoVocab', 'termPair', 'trainModel1', 'translateRank'],
    types: [
      'ExpansionTerm',
      'FeedbackOptions',
      'RepoVocabOptions',
      'TermPair',
      'TrainOptions',
      'TranslateOptions',
      'Translations',
      'VocabTable',
    ],
  },
};

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const sourceOf = (entry: string) => `../src/${entry === '.' ? 'index' : entry.slice(2)}.ts`;
const sorted = (names: Iterable<string>) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The names an entry's `export { … }` / `export type { … }` lines give, by kind. */
function exportLines(text: string) {
  const values: string[] = [];
  const types: string[] = [];
  expect(text, 'an entry re-exports by name only').not.toMatch(/export \*/);
  for (const m of text.matchAll(/export (type )?\{([^}]*)\}/g))
    for (const name of m[2]!.split(',').map((n) =>
      n
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ))
      if (name) (m[1] || /^type\s/.test(name) ? types : values).push(name.replace(/^type\s+/, ''));
  return { values: sorted(values), types: sorted(types) };
}

describe('the public API of @sextant/core-engine', () => {
  it('has the entries package.json and the build list, and no other', () => {
    const pkg = JSON.parse(read('../package.json')) as { exports: Record<string, unknown> };
    const entries = Object.keys(pkg.exports).filter((e) => e !== './package.json');
    expect(sorted(entries)).toEqual(sorted(Object.keys(PUBLIC_API)));
    const built = [...read('../tsup.config.ts').matchAll(/'src\/([\w-]+)\.ts'/g)].map((m) => m[1]!);
    expect(sorted(built)).toEqual(sorted(entries.map((e) => (e === '.' ? 'index' : e.slice(2)))));
  });

  for (const [entry, api] of Object.entries(PUBLIC_API)) {
    it(`${entry} exports exactly its pinned names`, async () => {
      const module = (await import(sourceOf(entry))) as Record<string, unknown>;
      expect(sorted(Object.keys(module))).toEqual(api.values);
      expect(exportLines(read(sourceOf(entry)))).toEqual(api);
    });
  }
});
