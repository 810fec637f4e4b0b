import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { FileJob } from '../../ports/file-processing.js';
import { encodeFileResult } from './file-result-codec.js';
import type { EncodedFileResult } from './file-result-codec.js';
import { processJob } from '../chunking/process-file.js';
import type { FileJobContext } from '../chunking/process-file.js';

/** Messages between a pool and its workers. */
export type ToWorker = {
  id: number;
  job: FileJob;
  /** The pool unpacks texts: a chunk with packed bytes leaves its text here (see `encodeFileResult`). */
  packedTextOnly?: boolean;
};
export type FromWorker =
  | { id: number; result: EncodedFileResult }
  | { id: number; error: { message: string; code?: string } }
  | { log: { level: 'debug' | 'info' | 'warn' | 'error'; msg: string; fields?: Record<string, unknown> } };

/**
 * Serves a pool's file jobs from inside a worker thread: the module a pool's `workerUrl` names calls this
 * once with the adapters (and the store's lexical tokenizer) it builds. Log lines go to the pool's logger.
 */
export function serveFileJobs(ctx: Omit<FileJobContext, 'log'>): void {
  const port = parentPort;
  if (!port) throw new AppError('INTERNAL', 'serveFileJobs must run inside a worker thread.');
  const send = (m: FromWorker) =>
    port.postMessage(m, 'result' in m && m.result.packed ? [m.result.packed.buffer as ArrayBuffer] : []);
  const log = forwardingLogger(send, {});
  const collect = garbageCollector();
  let sinceGc = 0;
  port.on('message', async ({ id, job, packedTextOnly }: ToWorker) => {
    // Parse trees live in native memory V8 does not see, freed only when their wrappers are collected:
    // a full collection every few MB of source keeps a worker's footprint flat.
    sinceGc += job.content.byteLength;
    if (sinceGc > GC_EVERY_BYTES) {
      sinceGc = 0;
      collect?.();
    }
    try {
      send({ id, result: encodeFileResult(await processJob(job, { ...ctx, log }), { packedTextOnly }) });
    } catch (e) {
      send({ id, error: { message: e instanceof Error ? e.message : String(e), code: (e as AppError).code } });
    }
  });
}

const GC_EVERY_BYTES = 8_000_000;

// `gc()` without starting the worker with --expose-gc (a V8 flag workers cannot take); undefined if unavailable.
function garbageCollector(): (() => void) | undefined {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  }
}

function forwardingLogger(send: (m: FromWorker) => void, base: Record<string, unknown>): Logger {
  const at = (level: 'debug' | 'info' | 'warn' | 'error') => (msg: string, fields?: Record<string, unknown>) =>
    send({ log: { level, msg, fields: { ...base, ...fields } } });
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (fields) => forwardingLogger(send, { ...base, ...fields }),
  };
}
