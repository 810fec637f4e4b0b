import { z } from 'zod';

/** `index_id` from ensure_repo_index, or a repository `path` (indexed on first use). */
export const target = {
  index_id: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional()
    .describe('Index id returned by ensure_repo_index'),
  path: z.string().min(1).optional().describe('Repository path, instead of index_id (indexed first when needed)'),
};

export const statsSchema = z.object({
  status: z.enum(['created', 'updated', 'up_to_date']),
  files: z.number(),
  changed: z.number(),
  removed: z.number(),
  chunks: z.number(),
  skipped: z.number(),
  bytes_read: z.number(),
  duration_ms: z.number(),
  timings_ms: z.record(z.string(), z.number()),
  resumed: z.number().optional().describe('Files taken from the committed batches of a killed run'),
  repair: z
    .object({ code: z.literal('INDEX_REBUILT'), reason: z.string(), moved_to: z.string().optional() })
    .optional()
    .describe('Present when the index was found damaged and rebuilt (the damaged file is kept at moved_to)'),
});

export const freshnessSchema = z.object({
  head: z.string().nullable(),
  behind: z.boolean().describe('True when the work tree changed since indexing: re-run ensure_repo_index'),
  reason: z.string().optional(),
});
