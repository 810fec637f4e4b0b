import { perQueryBudget, type ResearchRunOptions } from '@sextant/github-source/research';
import { runBulk } from '@sextant/mcp-shell';
import type { AppDeps } from './deps.js';

type QueryOutcome = { status: 'hasResults' | 'empty'; hints?: string[] };

/**
 * Runs the queries through the shell's runBulk (3 at a time; a failing query becomes an `error`
 * result and the others go on), gives each an equal share of the call's token budget (the tool's
 * default, never over MAX_RESPONSE_TOKENS), and adds the rate budget GitHub last reported.
 */
export async function runQueries<Q extends { id?: string }, R extends QueryOutcome>(
  deps: AppDeps,
  queries: readonly Q[],
  run: (q: Q, opts: ResearchRunOptions) => Promise<R>,
  signal: AbortSignal | undefined,
  tokens: number,
) {
  const budget = perQueryBudget(Math.min(tokens, deps.maxResponseTokens), queries.length);
  const bulk = await runBulk(queries, (q) => run(q, { budget, signal }), {
    concurrency: 3,
    signal,
    isEmpty: (d) => d.status === 'empty',
    hints: { error: ['Fix this query using the error hint; the other queries ran normally.'] },
  });
  const results = bulk.map((b) => {
    const id = queries[b.index]!.id;
    if (!b.data) return { ...(id ? { id } : {}), status: b.status, error: b.error, hints: b.hints };
    return { ...(id ? { id } : {}), ...b.data, status: b.status };
  });
  const rate = deps.github.client.stats().rateLimit;
  return {
    results,
    ...(rate
      ? { rateLimit: { resource: rate.resource, remaining: rate.remaining, limit: rate.limit, resetAt: rate.resetAt } }
      : {}),
    ...(deps.auth.warning ? { warning: deps.auth.warning } : {}),
  };
}
