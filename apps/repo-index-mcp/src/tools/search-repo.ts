import { z } from 'zod';
import { groupByFile } from '@sextant/core-engine/indexing';
import { defineTool } from '@sextant/mcp-shell';
import { fitItems } from '@sextant/toon-output/budget';
import type { AppDeps } from '../deps.js';
import { indexFrom } from '../target.js';
import { freshnessSchema, target } from './schemas.js';
import { fileSchema, fullSchema, SEARCH_BUDGET } from './search-results.js';

export const searchRepo = defineTool({
  name: 'search_repo',
  title: 'Search a repository',
  description:
    'Hybrid code search (BM25 on code tokens, symbols, the reference graph, commit history, vectors when set); source before tests unless the query names them. Default: one entry per file (line ranges, symbol, why, a few lines) within token_budget; next_offset pages on. detail full: ranked ranges with longer snippets.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({
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
  }),
  output: z.object({
    index_id: z.string(),
    results: z.array(z.union([fileSchema, fullSchema])),
    next_offset: z.number().optional().describe('More files: call again with this offset'),
    index: freshnessSchema,
  }),
  cli: { command: 'search', positional: ['path', 'query'] },
  async handler(args, deps: AppDeps, ctx) {
    const { id, index } = await indexFrom(args, deps, ctx);
    const brief = args.detail === 'brief';
    const k = args.k ?? (brief ? 10 : 20);
    const [items, fresh, state] = await Promise.all([
      index.search({
        query: args.query,
        // Ranges, not files: a file often holds two or three of the ranked ranges.
        k: brief ? Math.min(300, (args.offset + k) * 3 + 3) : k,
        features: searchFeatures(args.features),
        contextLines: brief ? 0 : args.context_lines,
        tokenBudget: brief ? 1_000_000 : (args.token_budget ?? 8000),
      }),
      index.freshness(),
      index.state(),
    ]);
    const head = { index_id: id };
    const tail = { index: { head: state?.head ?? null, ...fresh } };
    if (!brief) return { ...head, results: items, ...tail };
    const files = groupByFile(items, { query: args.query });
    const page = files.slice(args.offset, args.offset + k);
    const answer = (kept: typeof page) => {
      const next = args.offset + kept.length;
      return { ...head, results: kept, ...(next < files.length ? { next_offset: next } : {}), ...tail };
    };
    return answer((await fitItems(page, args.token_budget ?? SEARCH_BUDGET, answer)).items);
  },
});

/** The tool's snake_case feature switches as the engine's. */
function searchFeatures(f: ({ source_first?: boolean } & Record<string, boolean | undefined>) | undefined) {
  if (!f) return undefined;
  const { source_first, ...rest } = f;
  return source_first === undefined ? rest : { ...rest, sourceFirst: source_first };
}
