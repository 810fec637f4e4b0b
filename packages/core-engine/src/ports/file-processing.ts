import type { StoredChunk } from './vector-store.js';
import type { SymbolRecord } from '../indexing/state/types.js';

/** One file to process: its bytes and identity. */
export interface FileJob {
  path: string;
  /** git blob id of this version of the file. */
  hash: string;
  content: Uint8Array;
}

/** What processing a file yields: its language, chunks ready to store (pre-tokenized when the processor can) and symbols. */
export interface FileResult {
  language: string;
  chunks: StoredChunk[];
  symbols: SymbolRecord;
  /** `JSON.stringify(symbols)`, when the result crossed threads as JSON: whoever stores the symbols as JSON reuses it. */
  symbolsJson?: string;
}

/** Processes files (parse, symbols, chunks, tokens) off the indexing thread, e.g. in worker threads. */
export interface FileProcessingPool {
  /** Number of files worth keeping in flight to keep every worker busy. */
  readonly concurrency: number;
  process(job: FileJob): Promise<FileResult>;
  /** Starts the workers now (they load their modules while the run reads what it needs), when not started. */
  warm?(): void;
  /** Stops the workers; a later `process` starts them again. */
  dispose(): Promise<void>;
}
