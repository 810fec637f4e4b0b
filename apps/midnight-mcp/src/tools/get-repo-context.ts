import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { readOnlyRemote } from './shared.js';

const hit = z.object({
  repo: z.string(),
  path: z.string(),
  startLine: z.number(),
  snippet: z.string(),
  url: z.string(),
});

export const input = z.object({
  topic: z.string().max(300).optional().describe('What you are working on, e.g. "token transfer"'),
});

export const output = z.object({
  latestTag: z.string(),
  languageVersion: z.string().nullable(),
  publishedAt: z.string().nullable(),
  breakingInLatest: z.array(z.string()),
  code: z.array(hit).nullable(),
  docs: z.array(hit).nullable(),
  note: z.string().optional(),
});

export const getRepoContext = defineTool({
  name: 'midnight-get-repo-context',
  title: 'Get Midnight context',
  description:
    'One call for orientation: latest Compact release and language version, its breaking changes, and (with an index) code and docs on a topic.',
  annotations: readOnlyRemote,
  input,
  output,
  load: () => import('../handlers/get-repo-context.js'),
});
