import { createHash } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../logger.js';
import type { ProgressReporter } from '../../progress.js';
import type { FileProcessingPool } from '../../ports/file-processing.js';
import type { Embedder, StoredChunk, VectorStore } from '../../ports/vector-store.js';
import { throwIfAborted } from '../../abort.js';
import { acquire } from '../work-tree/acquire.js';
import { acquireChanged } from '../work-tree/acquire-changed.js';
import type { CandidateFile } from '../work-tree/acquire.js';
import { createChunkSink } from './chunk-sink.js';
import { carryRankMemo, changedStructure, rankUpdated, samePaths } from '../ranking/rank-inputs.js';
import type { AdapterLookup } from '../chunking/languages.js';
import { languageOf } from '../chunking/languages.js';
import { acquireLock } from './lock.js';
import { buildManifest, renderRunLog } from '../state/manifest.js';
import { produceFiles, usesPool } from './produce.js';
import type { ProducedFile } from './produce.js';
import type { StateStore } from '../state/state-store.js';
import { takeFilesCopy } from '../state/spare-files.js';
import { trustedState } from '../state/trusted-state.js';
import { writeAtomic } from '../state/state-store.js';
import type { FileEntry, IndexRunStats, IndexState, SymbolRecord } from '../state/types.js';
import { namesOf, rankMemoFor, rankRecord } from '../ranking/rank-memo.js';
import { hasRefs } from '../ranking/compact-refs.js';
import { chunkCount as chunksOf } from '../state/spanned-entry.js';

export interface RunIndexOptions {
  root: string;
  rev?: string;
  /** Only index files of these language ids. */
  languages?: readonly string[];
  /** @default 1_000_000 */
  maxFileBytes?: number;
  /** Chunks per write into the store's staging area (stores with staged writes). @default 1000 */
  stageBatch?: number;
  /** Changed bytes from which files go to the processing pool (smaller runs skip worker start-up). @default 2_000_000 */
  poolMinBytes?: number;
  signal?: AbortSignal;
  onProgress?: ProgressReporter;
  /** Check the state against the store (their chunk counts) before trusting it: a repo index's first run. */
  verify?: boolean;
  /**
   * Paths (files or folders) where every change since the last run lies, as a watcher names them: only
   * those are looked at, the rest of the tree is taken from the last state. Without it, the tree is listed.
   */
  changed?: readonly string[];
}

export interface RunIndexDeps {
  state: StateStore;
  store: VectorStore;
  embedder?: Embedder;
  adapters: AdapterLookup;
  log: Logger;
  /** Cached vectors by `contentHash:model` (reused across runs and files). */
  embeddingCache?: {
    get(keys: string[]): Promise<Map<string, number[]>>;
    set(entries: Map<string, number[]>): Promise<void>;
  };
  /** Parses and chunks files off this thread (worker threads); without it, files are processed here. */
  pool?: FileProcessingPool;
}

/**
 * One indexing run: acquire, symbols, chunks, embeddings, commit, graph, manifest. Only files whose blob id
 * changed are re-processed. Cancellation is honoured until the commit, so a cancelled run leaves the
 * previous index intact; a crash during the commit is repaired by the next run (journal).
 */
export async function runIndex(opts: RunIndexOptions, deps: RunIndexDeps): Promise<IndexRunStats> {
  const t0 = Date.now();
  const timings: Record<string, number> = {};
  const mark = (stage: string, since: number) => (timings[stage] = Date.now() - since);
  const progress = (p: number, total: number, message: string) => opts.onProgress?.({ progress: p, total, message });
  const release = await acquireLock(deps.state.dir);
  try {
    let t = Date.now();
    progress(0, 100, 'acquire: listing files from git');
    const { prev, repair } = await trustedState(deps, opts.verify);
    const journal = new Set(await deps.state.readJournal());
    // Changes named by a watcher: git is asked about those paths only (a crashed commit lists everything).
    const named =
      opts.changed && prev && !opts.rev && !opts.languages?.length && journal.size === 0
        ? await acquireChanged({ root: opts.root, maxFileBytes: opts.maxFileBytes, prev, paths: opts.changed })
        : undefined;
    const acquired =
      named ?? (await acquire({ root: opts.root, rev: opts.rev, maxFileBytes: opts.maxFileBytes, known: prev?.files }));
    const langFilter = opts.languages?.length ? new Set(opts.languages) : undefined;
    const skipped: IndexState['skipped'] = [...acquired.skipped];
    // Named paths never come with a language filter: their file list is not made (`acquired.count`).
    const files: CandidateFile[] = [];
    if (!acquired.delta)
      for (const f of acquired.files) {
        if (langFilter && !langFilter.has(languageOf(f.path, deps.adapters).id))
          skipped.push({ path: f.path, reason: 'language_filtered' });
        else files.push(f);
      }
    const fileCount = acquired.delta ? acquired.count : files.length;
    const embedder = deps.embedder && deps.embedder.id !== 'none' ? deps.embedder : undefined;
    const sameEmbedder = !prev || prev.embedder.model === (embedder?.model ?? 'none');
    const skippedBefore = new Map((prev?.skipped ?? []).flatMap((s) => (s.hash ? [[s.path, s] as const] : [])));
    const changed: CandidateFile[] = [];
    // Only the paths looked at can have changed when only some were (their content-based skips are kept).
    for (const f of acquired.delta?.looked ?? files) {
      if (sameEmbedder && !journal.has(f.path) && prev?.files[f.path]?.hash === f.hash) continue;
      // Binary or generated content seen before under the same blob id: still skipped, not re-read.
      const before = skippedBefore.get(f.path);
      if (before?.hash === f.hash) skipped.push(before);
      else changed.push(f);
    }
    const current = acquired.delta ? undefined : new Set(files.map((f) => f.path));
    const removed = acquired.delta?.gone ?? Object.keys(prev?.files ?? {}).filter((p) => !current!.has(p));
    mark('acquire', t);
    let bytes = 0;
    let resumedFiles = 0;
    let produced = new Map<string, ProducedFile>();
    const stats = (status: IndexRunStats['status'], chunks: number, bytes: number): IndexRunStats => ({
      status,
      files: fileCount,
      changed: changed.length,
      removed: removed.length,
      chunks,
      skipped: skipped.length,
      bytes_read: bytes,
      duration_ms: Date.now() - t0,
      timings_ms: timings,
      ...(resumedFiles ? { resumed: resumedFiles } : {}),
      ...(named ? { named: opts.changed!.length } : {}),
      ...(repair ? { repair } : {}),
    });
    const dirtySame = prev && prev.head === acquired.head && prev.dirty.join('\n') === acquired.dirty.join('\n');
    if (prev && changed.length === 0 && removed.length === 0 && journal.size === 0) {
      // Rows a killed run staged are dropped even when nothing changed since (their search entries count in BM25).
      await deps.store.staging?.discard();
      if (!dirtySame)
        await deps.state.writeState(
          { ...prev, head: acquired.head, dirty: acquired.dirty, updatedAt: new Date().toISOString() },
          { from: prev, touched: [] },
        );
      const chunks = Object.values(prev.files).reduce((n, f) => n + chunksOf(f), 0);
      return stats('up_to_date', chunks, 0);
    }

    // Symbols and chunks for changed files: the expensive part, cancellable. Chunks stream into the store's
    // staging area when it has one (invisible until the commit promotes them), else they wait for the commit.
    t = Date.now();
    const sink = createChunkSink(
      deps.store,
      embedder ? (chunks) => embedChunks(chunks, embedder, deps, opts.signal) : undefined,
      opts.stageBatch,
      // A progress line per committed batch (what a killed run would resume from).
      (files) => deps.log.debug('indexing: staging batch committed', { staged_files: files }),
    );
    // Files a killed run staged in committed batches, still at the version wanted now, are not done again.
    const wanted = new Map(changed.map((f) => [f.path, f.hash]));
    const kept = await sink.begin((staged) => staged.filter((f) => wanted.get(f.path) === f.hash));
    const resumed = new Map(kept.map((f) => [f.path, f.data]));
    resumedFiles = resumed.size;
    // Workers load their modules while the killed run's records are decoded, when enough is left to do.
    usesPool(changed, { pool: deps.pool, poolMinBytes: opts.poolMinBytes, resumed })?.warm?.();
    try {
      const out = await produceFiles(changed, {
        acquired,
        adapters: deps.adapters,
        log: deps.log,
        sink,
        pool: deps.pool,
        poolMinBytes: opts.poolMinBytes,
        signal: opts.signal,
        resumed,
        names: namesOf(rankMemoFor(deps.state)),
        progress: (i, n) => progress(Math.round((i / Math.max(1, n)) * 80), 100, `symbols+chunks: ${i}/${n} files`),
      });
      skipped.push(...out.skipped);
      produced = out.produced;
      bytes = out.bytes;
      if (embedder) progress(80, 100, 'embeddings');
      await sink.seal();
      mark('symbols_chunks', t);
      timings.staging = sink.timings.staging;
      if (embedder) timings.embeddings = sink.timings.embeddings;
      throwIfAborted(opts.signal);

      // Commit: journal first, then the store, then the state file (atomic rename) last.
      t = Date.now();
      progress(88, 100, 'commit: writing the lexical/vector index');
      const touched = [...new Set([...changed.map((f) => f.path), ...removed])];
      await deps.state.writeJournal(touched);
      for (const p of journal) await deps.store.delete({ filter: { path: p } });
      // Without a trusted state, every live row is replaced (what a damaged or mismatched run left).
      await sink.commit(prev ? touched.flatMap((p) => prev.files[p]?.chunks ?? []) : 'all');
    } catch (e) {
      await sink.discard().catch(() => undefined);
      throw e;
    }
    const fresh = new Map<string, SymbolRecord>();
    for (const p of produced.values())
      if (p.symbols.defs.length || hasRefs(p.symbols)) fresh.set(p.entry.hash, p.symbols);
    await deps.state.loadPacks(prev?.symbolPacks ?? []);
    let packs = [...(prev?.symbolPacks ?? [])];
    if (fresh.size) packs.push(await deps.state.writePack(fresh));
    mark('commit', t);

    t = Date.now();
    progress(94, 100, 'graph: ranking files');
    // Named paths, none new: the previous table patched (its path order is the order a listing gives).
    const nextFiles =
      acquired.delta && prev && changed.every((f) => prev.files[f.path])
        ? patchedFiles(prev.files, changed, removed, produced)
        : listedFiles(acquired.delta ? acquired.files : files, changed, prev, produced);
    // PageRank is computed again whenever its inputs changed (a file came or went, or a changed file now
    // defines other names or references names another number of times): an updated index ranks exactly
    // as one built from scratch. When they did not, the previous ranks are its answer, as they are. The
    // index's rank memo recomputes only the edge rows a change affects (the same numbers a full build gives).
    const structural = await changedStructure(prev, changed, removed, produced, deps.state);
    // With only some paths looked at, the nodes are the same when none went and each changed one stays.
    const sameNodes = acquired.delta
      ? !!prev && removed.length === 0 && changed.every((f) => prev.files[f.path] && nextFiles[f.path])
      : !!prev && samePaths(prev.files, nextFiles);
    const rank =
      prev && structural === 0 && sameNodes
        ? prev.rank
        : rankRecord(
            rankUpdated(
              prev?.files,
              nextFiles,
              acquired.delta ? changed.map((f) => f.path) : undefined,
              produced,
              deps.state,
              sameNodes,
            ),
          );
    if (rank === prev?.rank) carryRankMemo(prev.files, nextFiles, deps.state);
    mark('graph', t);
    // Small packs from incremental runs are merged into one holding only their live records. The first
    // pack (the full run's) is kept: it wastes at most one dead record per file, and rewriting it would
    // make every 16th update as slow as writing every symbol of the repository.
    t = Date.now();
    progress(97, 100, 'state: writing the index state');
    const stale = packs.length > 16 ? packs.slice(1) : [];
    if (stale.length) {
      const liveHashes = new Set(Object.values(nextFiles).map((e) => e.hash));
      const live = new Map<string, SymbolRecord>();
      for (const name of stale)
        for (const [hash, rec] of await deps.state.readPack(name)) if (liveHashes.has(hash)) live.set(hash, rec);
      packs = [packs[0]!, await deps.state.writePack(live)];
    }

    const state: IndexState = {
      version: 1,
      root: opts.root,
      rev: opts.rev ?? null,
      head: acquired.head,
      dirty: acquired.dirty,
      files: nextFiles,
      skipped,
      rank,
      symbolPacks: packs,
      embedder: { id: embedder?.id ?? 'none', model: embedder?.model ?? 'none', dimension: embedder?.dimension ?? 0 },
      updatedAt: new Date().toISOString(),
      timings,
      storeGeneration: await deps.store.generation?.(),
    };
    const stepPaths = [...changed.map((f) => f.path), ...removed];
    await deps.state.writeState(state, prev && { from: prev, touched: stepPaths });
    deps.store.clearRepaired?.();
    await deps.state.clearJournal();
    await deps.state.removePacks(stale);
    const manifest = buildManifest(state, prev && { prev, touched: stepPaths });
    const chunkCount = manifest.counts.chunks;
    await writeAtomic(join(deps.state.dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    mark('state', t);
    const result = stats(prev ? 'updated' : 'created', chunkCount, bytes);
    await appendFile(join(deps.state.dir, 'logs.md'), renderRunLog(result, state));
    progress(100, 100, `done: ${result.changed} changed, ${result.removed} removed, ${chunkCount} chunks`);
    return result;
  } finally {
    await release();
  }
}

/** The previous file table with the run's changes: a copy (made ahead when it could), then the changed and removed paths. */
function patchedFiles(
  prev: IndexState['files'],
  changed: readonly CandidateFile[],
  removed: readonly string[],
  produced: ReadonlyMap<string, ProducedFile>,
): Record<string, FileEntry> {
  const next = takeFilesCopy(prev);
  for (const p of removed) delete next[p];
  for (const f of changed) {
    const p = produced.get(f.path);
    if (p) next[f.path] = p.entry;
    else delete next[f.path];
  }
  return next;
}

/** The file table of the listed files: produced entries, else the previous ones of unchanged files. */
function listedFiles(
  listed: readonly CandidateFile[],
  changed: readonly CandidateFile[],
  prev: IndexState | undefined,
  produced: ReadonlyMap<string, ProducedFile>,
): Record<string, FileEntry> {
  const next: Record<string, FileEntry> = {};
  const changedSet = new Set(changed);
  for (const f of listed) {
    const p = produced.get(f.path);
    if (p) next[f.path] = p.entry;
    else if (!changedSet.has(f) && prev?.files[f.path]) next[f.path] = prev.files[f.path]!;
  }
  return next;
}

async function embedChunks(chunks: StoredChunk[], embedder: Embedder, deps: RunIndexDeps, signal?: AbortSignal) {
  const keyOf = (c: StoredChunk) => `${createHash('sha1').update(c.text).digest('hex')}:${embedder.model}`;
  const keys = chunks.map(keyOf);
  const cached = (await deps.embeddingCache?.get(keys)) ?? new Map<string, number[]>();
  const missing = chunks.filter((_, i) => !cached.has(keys[i]!));
  const fresh = new Map<string, number[]>();
  for (let i = 0; i < missing.length; i += 256) {
    throwIfAborted(signal);
    const batch = missing.slice(i, i + 256);
    const vectors = await embedder.embed(
      batch.map((c) => c.text),
      { signal },
    );
    batch.forEach((c, j) => fresh.set(keyOf(c), vectors[j]!));
  }
  if (fresh.size) await deps.embeddingCache?.set(fresh);
  chunks.forEach((c, i) => (c.vector = cached.get(keys[i]!) ?? fresh.get(keys[i]!)));
}
