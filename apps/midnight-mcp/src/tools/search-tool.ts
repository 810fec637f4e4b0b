import { AppError } from '@sextant/core-engine';
import { defineTool } from '@sextant/mcp-shell';
import { fitItems } from '@sextant/toon-output/budget';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import type { KnowledgeKind } from '@sextant/vector-search/knowledge';
import { readOnly } from './shared.js';

const hit = z.object({
  repo: z.string(),
  path: z.string(),
  startLine: z.number(),
  endLine: z.number(),
  language: z.string(),
  snippet: z.string(),
  score: z.number(),
  url: z.string(),
  symbol: z.string().optional(),
});

/** Answer budget of a search at the default limit (10), in o200k tokens; it grows in step with `limit`. */
export const SEARCH_BUDGET = 2500;

/** Builds one search tool over the knowledge base. */
export function defineSearchTool(kind: KnowledgeKind, name: string, title: string, description: string) {
  return defineTool({
    name,
    title,
    description,
    annotations: readOnly,
    input: z.object({
      query: z.string().min(2).max(500).describe('What to find, in plain words or identifiers'),
      repo: z
        .string()
        .regex(/^[\w.-]+\/[\w.-]+$/)
        .optional()
        .describe('owner/name filter'),
      language: z.string().max(40).optional().describe('Language filter, e.g. compact'),
      path: z.string().max(200).optional().describe('Keep paths containing this text'),
      limit: z.number().int().min(1).max(50).default(10),
    }),
    output: z.object({ hits: z.array(hit), note: z.string().optional() }),
    async handler(args, { knowledge }: AppDeps) {
      if ((await knowledge.status()).repos.length === 0) {
        throw new AppError('NOT_INDEXED', 'The local knowledge base is empty.', {
          hint: 'Build it once with `midnight-mcp index` (or the midnight-index tool); other tools work without it.',
        });
      }
      const hits = await knowledge.search({ ...args, kind });
      const answer = (kept: typeof hits) =>
        kept.length < hits.length
          ? { hits: kept, note: `${hits.length - kept.length} more hits cut to fit: raise limit or narrow path.` }
          : { hits: kept };
      return answer((await fitItems(hits, Math.ceil((SEARCH_BUDGET * args.limit) / 10), answer)).items);
    },
  });
}
