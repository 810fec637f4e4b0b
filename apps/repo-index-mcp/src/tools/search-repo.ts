import { z } from 'zod';
import { defineTool } from '@sextant/mcp-shell';
import type { AppDeps } from '../deps.js';
import { indexFrom } from '../target.js';
import { freshnessSchema, target } from './schemas.js';

export const resultSchema = z.object({
  path: z.string(),
  start_line: z.number(),
  end_line: z.number(),
  symbol: z.string().optional(),
  language: z.string(),
  score: z.number(),
  signals: z.record(z.string(), z.number()).describe('Rank of the result in each signal that found it'),
  snippet: z.string(),
  weak: z.literal(true).optional().describe('Under half of the query terms occur here: probably not a match'),
});

export const searchRepo = defineTool({
  name: 'search_repo',
  title: 'Search a repository',
  description:
    'Hybrid code search over an index: BM25 on code-aware tokens, symbol names, the reference graph and vectors when an embedder is set; files ranked by their best chunks, definitions, path and commit history, source before tests unless the query names them. Results carry path, lines, symbol and a snippet; weak ones are marked, and a name-shaped query that matches nothing gets no results.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({
    ...target,
    query: z.string().trim().min(1, 'The query is empty.').max(2000).describe('Words, identifiers or a question'),
    k: z.number().int().min(1).max(100).default(20),
    features: z
      .object({
        vector: z.boolean().default(true),
        symbol: z.boolean().default(true),
        graph: z.boolean().default(true),
        vocab: z.boolean().default(false).describe('Code-vocabulary expansion of natural-language words'),
        files: z.boolean().default(true).describe('Rank files: best chunk plus support, definitions, path'),
        history: z.boolean().default(true).describe('Commit subjects of each file (when the server reads history)'),
        source_first: z.boolean().default(true).describe('Source before tests, examples and docs'),
      })
      .default({
        vector: true,
        symbol: true,
        graph: true,
        vocab: false,
        files: true,
        history: true,
        source_first: true,
      }),
    context_lines: z.number().int().min(0).max(50).default(5),
    token_budget: z
      .number()
      .int()
      .min(200)
      .max(100_000)
      .default(8000)
      .describe('Approximate tokens for all snippets together'),
  }),
  output: z.object({ index_id: z.string(), results: z.array(resultSchema), index: freshnessSchema }),
  cli: { command: 'search', positional: ['path', 'query'] },
  async handler(args, deps: AppDeps, ctx) {
    const { id, index } = await indexFrom(args, deps, ctx);
    const [results, fresh, state] = await Promise.all([
      index.search({
        query: args.query,
        k: args.k,
        features: { ...args.features, sourceFirst: args.features.source_first },
        contextLines: args.context_lines,
        tokenBudget: args.token_budget,
      }),
      index.freshness(),
      index.state(),
    ]);
    return { index_id: id, results, index: { head: state?.head ?? null, ...fresh } };
  },
});
