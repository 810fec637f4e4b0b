import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { readOnlyRemote, tagSchema } from './shared.js';

export const input = z.object({
  includeText: z.boolean().default(false).describe('Also return the grammar document itself'),
});

export const output = z.object({
  tag: tagSchema,
  source: z.string(),
  keywords: z.array(z.string()),
  productions: z.record(z.string(), z.array(z.string())),
  text: z.string().optional(),
});

export const getLatestSyntax = defineTool({
  name: 'midnight-get-latest-syntax',
  title: 'Get latest syntax',
  description:
    "Compact syntax of the latest release, read from that release's grammar document: keywords and productions.",
  annotations: readOnlyRemote,
  input,
  output,
  load: () => import('../handlers/get-latest-syntax.js'),
});
