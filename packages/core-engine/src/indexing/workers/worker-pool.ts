import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { isErrorCode } from '../../error-codes.js';
import { AppError } from '../../errors.js';
import { silentLogger } from '../../logger.js';
import type { Logger } from '../../logger.js';
import type { FileJob, FileProcessingPool, FileResult } from '../../ports/file-processing.js';
import type { FromWorker, ToWorker } from './file-worker.js';
import { decodeFileResult } from './file-result-codec.js';

export interface WorkerPoolOptions {
  /** Module each worker runs; it calls `serveFileJobs` with the adapters it builds. */
  workerUrl: URL;
  /** @default availableParallelism(), at most 4 */
  size?: number;
  /** Node flags for the workers, e.g. a TypeScript loader when running from sources. @default the process's own */
  execArgv?: string[];
  /** Receives the workers' log lines. */
  log?: Logger;
  /**
   * The inverse of the workers' text packer (`FileJobContext.pack`): with it, a packed chunk's text does not
   * cross threads, and is unpacked here only if something reads it (a store writes the packed bytes).
   */
  unpack?: (packed: Uint8Array) => string;
}

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve(r: FileResult): void; reject(e: unknown): void }>;
}

/**
 * A pool of worker threads processing files. Workers start on the first job (so a server that never
 * indexes never starts them), are reused across runs, are idle-unref'd (they never keep the process alive)
 * and stop on `dispose`. A worker that dies fails its pending jobs; the next job starts a new one.
 */
export function createWorkerPool(opts: WorkerPoolOptions): FileProcessingPool {
  const size = Math.max(1, opts.size ?? Math.min(availableParallelism(), 4));
  const log = opts.log ?? silentLogger;
  let slots: Slot[] = [];
  let nextId = 0;

  const spawn = (): Slot => {
    const worker = new Worker(opts.workerUrl, opts.execArgv ? { execArgv: opts.execArgv } : {});
    const slot: Slot = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', (m: FromWorker) => {
      if ('log' in m) return log[m.log.level](m.log.msg, m.log.fields);
      const p = slot.pending.get(m.id);
      slot.pending.delete(m.id);
      if (slot.pending.size === 0) worker.unref();
      if ('error' in m) p?.reject(new AppError(isErrorCode(m.error.code) ? m.error.code : 'INTERNAL', m.error.message));
      else p?.resolve(decodeFileResult(m.result, opts.unpack));
    });
    const fail = (cause: unknown) => {
      slots = slots.filter((s) => s !== slot);
      for (const p of slot.pending.values())
        p.reject(new AppError('INTERNAL', 'An indexing worker stopped.', { cause }));
      slot.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker exited with code ${code}`)));
    return slot;
  };

  const warm = () => {
    while (slots.length < size) slots.push(spawn());
  };
  return {
    // Deep queues: the main thread blocks in SQLite writes for a while, and workers must not run dry meanwhile.
    concurrency: size * 32,
    warm,
    process(job: FileJob): Promise<FileResult> {
      warm();
      const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = nextId++;
      // A copy of just these bytes is transferred (a Buffer may be a view into a larger shared one).
      const content = new Uint8Array(job.content);
      return new Promise<FileResult>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        slot.worker.ref();
        const msg: ToWorker = { id, job: { ...job, content }, ...(opts.unpack ? { packedTextOnly: true } : {}) };
        slot.worker.postMessage(msg, [content.buffer as ArrayBuffer]);
      });
    },
    async dispose() {
      const all = slots;
      slots = [];
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}
