import { throwIfAborted } from '../../abort.js';
import { isAppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { FileJob, FileProcessingPool, FileResult } from '../../ports/file-processing.js';
import type { Acquired, CandidateFile } from '../work-tree/acquire.js';
import type { ChunkSink } from './chunk-sink.js';
import { skipByContent } from '../work-tree/file-filters.js';
import type { AdapterLookup } from '../chunking/languages.js';
import { processJob } from '../chunking/process-file.js';
import { compactRecord } from '../ranking/compact-refs.js';
import { NameTable } from '../ranking/name-table.js';
import { spannedEntry, spansOfIds } from '../state/spanned-entry.js';
import { decodeStaged, encodeStaged } from '../state/staged-record.js';
import { encodeSkipped, skipOf } from './resumed-file.js';
import type { FileEntry, IndexState, SymbolRecord } from '../state/types.js';

/** Below this many bytes of changed files, a run processes them in this thread (no worker start-up). */
const POOL_MIN_BYTES = 2_000_000;
/** At most this many bytes of file content in flight to the pool (bounds memory on huge files). */
const MAX_IN_FLIGHT_BYTES = 16_000_000;

/** A processed file: its state entry and symbols (its chunks went to the sink). */
export type ProducedFile = { entry: FileEntry; symbols: SymbolRecord };

export interface ProduceContext {
  acquired: Pick<Acquired, 'read'>;
  adapters: AdapterLookup;
  log: Logger;
  sink: ChunkSink;
  pool?: FileProcessingPool;
  /** @default POOL_MIN_BYTES */
  poolMinBytes?: number;
  signal?: AbortSignal;
  progress(done: number, total: number): void;
  /**
   * Files a killed run already staged or judged (this version of them), as their staged records: taken as they
   * are, not read again. A record is decoded in its turn, while the workers process the files still to do.
   */
  resumed?: ReadonlyMap<string, string>;
  /** The index's name table: records keep their reference counts as ids in it (what its graph reads). */
  names?: NameTable;
}

/** A processed file's entry: its chunk ids as line spans when they all are `path:span` (see spanned-entry.ts). */
function fileEntry(file: CandidateFile, r: FileResult): FileEntry {
  const ids = r.chunks.map((c) => c.id);
  const { hash, size } = file;
  const [language, defs] = [r.language, r.symbols.defs.length];
  const spans = spansOfIds(file.path, ids);
  return spans === undefined
    ? { hash, language, size, chunks: ids, defs }
    : spannedEntry(file.path, { hash, language, size, defs }, spans);
}

/**
 * Whether a run over these changed files processes them in the pool: enough work to pay its start-up, counting
 * only the files to read (not those a killed run staged: a resumed run with little left skips worker start-up).
 */
export function usesPool(
  changed: readonly CandidateFile[],
  ctx: Pick<ProduceContext, 'pool' | 'poolMinBytes' | 'resumed'>,
): FileProcessingPool | undefined {
  if (!ctx.pool) return undefined;
  let bytes = 0;
  for (const f of changed) if (!ctx.resumed?.has(f.path)) bytes += f.size;
  return bytes >= (ctx.poolMinBytes ?? POOL_MIN_BYTES) ? ctx.pool : undefined;
}

/**
 * Reads, filters and processes changed files (in the pool when there is enough work, in order either way)
 * and hands their chunks to the sink as they come.
 */
export async function produceFiles(changed: readonly CandidateFile[], ctx: ProduceContext) {
  const produced = new Map<string, ProducedFile>();
  const skipped: IndexState['skipped'] = [];
  let bytes = 0;
  const pool = usesPool(changed, ctx);
  const names = ctx.names ?? new NameTable();
  const local = (job: FileJob) => processJob(job, { adapters: ctx.adapters, log: ctx.log });
  const run = (job: FileJob): Promise<FileResult> =>
    pool
      ? pool.process(job).catch((err: unknown) => {
          // A worker that cannot start or died: this file is processed here instead.
          ctx.log.warn('indexing worker failed; processing in this thread', { path: job.path, err: String(err) });
          return local(job);
        })
      : local(job);
  // Files in flight, consumed in order so the result does not depend on which worker finishes first.
  // A file a killed run staged waits in the window too (no result to wait for): its place in the order is
  // kept without stopping the workers.
  const window: { file: CandidateFile; size: number; result?: Promise<FileResult>; staged?: string }[] = [];
  const depth = pool ? pool.concurrency : 1;
  let inFlight = 0;
  let busy = 0; // files of the window being processed
  const settle = async () => {
    const { file, size, result, staged } = window.shift()!;
    inFlight -= size;
    // Records are held to the end of the run with their reference counts as numbers (compact-refs.ts).
    if (staged !== undefined) {
      const resumed = decodeStaged(file.path, staged);
      return void produced.set(file.path, { ...resumed, symbols: compactRecord(resumed.symbols, names) });
    }
    busy--;
    const r = await result!;
    produced.set(file.path, {
      entry: fileEntry(file, r),
      symbols: compactRecord(r.symbols, names),
    });
    const done = produced.get(file.path)!;
    await ctx.sink.add(r.chunks, {
      path: file.path,
      hash: file.hash,
      data: encodeStaged(file.path, done, r.symbolsJson),
    });
  };
  try {
    for (let i = 0; i < changed.length; i++) {
      if (i % 16 === 0) {
        throwIfAborted(ctx.signal);
        ctx.progress(i, changed.length);
      }
      const f = changed[i]!;
      const staged = ctx.resumed?.get(f.path);
      const skip = staged === undefined ? undefined : skipOf(staged);
      if (skip) {
        skipped.push({ path: f.path, reason: skip.skipped, hash: f.hash });
        continue;
      }
      if (staged !== undefined) {
        // In order: what comes out does not depend on which files a killed run got to.
        window.push({ file: f, size: 0, staged });
        continue;
      }
      // A file swapped for a link leading outside since the listing: the read refuses it; skipped and counted.
      const buf = await ctx.acquired.read(f).catch((err: unknown) => {
        if (isAppError(err) && err.code === 'FORBIDDEN') return undefined;
        throw err;
      });
      if (!buf) {
        skipped.push({ path: f.path, reason: 'symlink_outside' });
        continue;
      }
      bytes += buf.length;
      const reason = skipByContent(buf, f.path);
      if (reason) {
        skipped.push({ path: f.path, reason, hash: f.hash });
        // Recorded with the next staging batch: a killed run's successor takes the verdict without reading it.
        await ctx.sink.add([], { path: f.path, hash: f.hash, data: encodeSkipped(reason) });
        continue;
      }
      window.push({ file: f, size: buf.length, result: run({ path: f.path, hash: f.hash, content: buf }) });
      inFlight += buf.length;
      busy++;
      while (busy >= depth || (busy > 1 && inFlight > MAX_IN_FLIGHT_BYTES)) await settle();
    }
    while (window.length) await settle();
  } finally {
    // Abandoned results (cancel, failure) must not surface as unhandled rejections.
    for (const w of window) w.result?.catch(() => undefined);
  }
  return { produced, skipped, bytes };
}
