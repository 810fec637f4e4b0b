import { z } from 'zod';

/** One file a tool left out, with the analyzer's reason (core-engine's RejectedFile as a tool answers it). */
const rejectedFile = z.object({
  file: z.string(),
  code: z.string(),
  message: z.string(),
  line: z.number().optional(),
  limit: z.number().optional(),
});

/** One entry of a tool answer's `rejected_files`. */
export type RejectedFileOutput = z.infer<typeof rejectedFile>;

/**
 * The optional `rejected_files` field of a tool's output: files past the parser budget, left out while the other files
 * were analysed. `rest` ends the description in the tool's own words ("the others were checked.").
 */
export const rejectedFilesOutput = (rest: string) =>
  z
    .array(rejectedFile)
    .optional()
    .describe(`Files left out (INVALID_INPUT: nested or sized past the parser budget); ${rest}`);
