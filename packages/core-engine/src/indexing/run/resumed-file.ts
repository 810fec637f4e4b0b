import type { SkipReason } from '../work-tree/file-filters.js';

// A file a killed run completed is recorded with its staging batch: processed (its entry and symbols, see
// `encodeStaged`), or judged by its content and skipped (nothing of it is in the store).

/** A staged file's record of a content-based skip: a resumed run takes the verdict without reading the file. */
export const encodeSkipped = (reason: SkipReason): string => JSON.stringify({ skipped: reason });

/** The verdict of a staged record of a content-based skip (read without parsing a processed file's record). */
export const skipOf = (data: string): { skipped: SkipReason } | undefined =>
  data.startsWith('{"skipped":') ? (JSON.parse(data) as { skipped: SkipReason }) : undefined;
