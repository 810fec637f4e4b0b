import type { SkipReason } from '../work-tree/file-filters.js';
import { decodeStaged } from '../state/staged-record.js';
import type { ProducedFile } from './produce.js';

/** A file a killed run completed: processed (its entry and symbols), or judged by its content and skipped. */
export type ResumedFile = ProducedFile | { skipped: SkipReason };

/** Whether a resumed file was skipped by its content (nothing of it is in the store). */
export const isSkippedFile = (f: ResumedFile): f is { skipped: SkipReason } => 'skipped' in f;

/** A staged file's record of a content-based skip: a resumed run takes the verdict without reading the file. */
export const encodeSkipped = (reason: SkipReason): string => JSON.stringify({ skipped: reason });

/** A staged file's record read back: a skip (see `encodeSkipped`) or a processed file (see `encodeStaged`). */
export const decodeResumed = (path: string, data: string): ResumedFile =>
  data.startsWith('{"skipped":') ? (JSON.parse(data) as { skipped: SkipReason }) : decodeStaged(path, data);
