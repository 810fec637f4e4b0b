import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
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

export const input = z.object({
  query: z.string().min(2).max(500).describe('What to find, in plain words or identifiers'),
  repo: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/)
    .optional()
    .describe('owner/name filter'),
  language: z.string().max(40).optional().describe('Language filter, e.g. compact'),
  path: z.string().max(200).optional().describe('Keep paths containing this text'),
  limit: z.number().int().min(1).max(50).default(10),
});

export const output = z.object({ hits: z.array(hit), note: z.string().optional() });

/** Builds one search tool over the knowledge base. */
export function defineSearchTool(kind: KnowledgeKind, name: string, title: string, description: string) {
  return defineTool({
    name,
    title,
    description,
    annotations: readOnly,
    input,
    output,
    load: () => import('../handlers/search-tool.js').then((m) => ({ handler: m.searchHandler(kind) })),
  });
}
