import { z } from 'zod';
import { defineTool } from '@sextant/mcp-shell';
import { target } from './schemas.js';

export const input = z.object({
  ...target,
  tokens: z.number().int().min(64).max(50_000).default(1024),
  focus: z.array(z.string()).optional().describe('Files or symbol names to centre the map on'),
});

export const output = z.object({ index_id: z.string(), map: z.string(), files: z.number(), tokens: z.number() });

export const repoMap = defineTool({
  name: 'repo_map',
  title: 'Repository map',
  description:
    'An aider-style map of the repository: the most referenced files (PageRank) with their key definitions, within `tokens`.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input,
  output,
  cli: { command: 'map', positional: 'path' },
  load: () => import('../handlers/repo-map.js'),
});
