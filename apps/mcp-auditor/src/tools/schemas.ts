import { z } from 'zod';

/** 1-based line and column. */
export const location = z.object({ line: z.number(), column: z.number() });
