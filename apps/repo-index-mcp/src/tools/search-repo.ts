import { z } from 'zod';
import { defineTool } from '@sextant/mcp-shell';
import { freshnessSchema, target } from './schemas.js';
import { fileSchema, fullSchema } from './search-results.js';

export const input = z.object({
  ...target,
  query: z.string().trim().min(1, 'The query is empty.').max(2000).describe('Words, identifiers or a question'),
  detail: z.enum(['brief', 'full']).default('brief'),
  k: z.number().int().min(1).max(100).optional().describe('Files (brief, 10) or ranges (full, 20)'),
  offset: z.number().int().min(0).max(500).default(0),
  features: z
    .object({
      vector: z.boolean(),
      symbol: z.boolean(),
      graph: z.boolean(),
      vocab: z.boolean(),
      files: z.boolean(),
      history: z.boolean(),
      coverage: z.boolean(),
      terms: z.boolean(),
      source_first: z.boolean(),
    })
    .partial()
    .optional(),
  context_lines: z.number().int().min(0).max(50).default(5),
  token_budget: z
    .number()
    .int()
    .min(200)
    .max(100_000)
    .optional()
    .describe('Answer tokens (brief 3000); full: snippets (8000)'),
});

export const output = z.object({
  index_id: z.string(),
  results: z.array(z.union([fileSchema, fullSchema])),
  next_offset: z.number().optional().describe('More files: call again with this offset'),
  index: freshnessSchema,
});

export const searchRepo = defineTool({
  name: 'search_repo',
  title: 'Search a repository',
  description:
    'Hybrid code search (BM25 on code tokens, symbols, the reference graph, commit history, vectors when set); source before tests unless the query names them. Default: one entry per file (line ranges, symbol, why, a few lines) within token_budget; next_offset pages on. detail full: ranked ranges with longer snippets.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input,
  output,
  cli: { command: 'search', positional: ['path', 'query'] },
  load: () => import('../handlers/search-repo.js'),
});
