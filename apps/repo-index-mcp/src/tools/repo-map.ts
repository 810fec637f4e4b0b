import { z } from 'zod';
import { defineTool } from '@sextant/mcp-shell';
import { fitAnswer } from '@sextant/toon-output/budget';
import type { AppDeps } from '../deps.js';
import { indexFrom } from '../target.js';
import { target } from './schemas.js';

export const repoMap = defineTool({
  name: 'repo_map',
  title: 'Repository map',
  description:
    'An aider-style map of the repository: the most referenced files (PageRank) with their key definitions, within `tokens`.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({
    ...target,
    tokens: z.number().int().min(64).max(50_000).default(1024),
    focus: z.array(z.string()).optional().describe('Files or symbol names to centre the map on'),
  }),
  output: z.object({ index_id: z.string(), map: z.string(), files: z.number(), tokens: z.number() }),
  cli: { command: 'map', positional: 'path' },
  async handler(args, deps: AppDeps, ctx) {
    const { id, index } = await indexFrom(args, deps, ctx);
    return fitAnswer(args.tokens, async (tokens) => ({
      index_id: id,
      ...(await index.map({ tokens, focus: args.focus })),
    }));
  },
});
