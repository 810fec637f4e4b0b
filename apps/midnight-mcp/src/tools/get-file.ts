import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { screenedFields } from './screened.js';
import { readOnlyRemote, repoInput } from './shared.js';

export const input = z.object({
  path: z.string().min(1).describe('File path in the repository'),
  repo: repoInput,
  ref: z.string().max(200).optional().describe('Branch, tag or commit; default: the default branch'),
});

export const output = z.object({
  repo: z.string(),
  path: z.string(),
  ref: z.string(),
  url: z.string(),
  content: z.string(),
  ...screenedFields,
});

export const getFile = defineTool({
  name: 'midnight-get-file',
  title: 'Get a file',
  description: "Reads a file from a Midnight repository's default branch (or a given ref).",
  annotations: readOnlyRemote,
  input,
  output,
  load: () => import('../handlers/get-file.js'),
});
