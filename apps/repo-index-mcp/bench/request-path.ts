// Where a search_repo call spends its time, stage by stage, in this process (the server's code on the same
// index): the search's own stages (traced), then what the shell does with the result (output schema, secret
// redaction, JSON or TOON text). What the MCP round trip costs beyond `executeTool` is transport and the SDKs.
import { executeTool } from '@sextant/mcp-shell';
import type { ToolContext } from '@sextant/mcp-shell';
import { silentLogger } from '@sextant/core-engine';
import { redactSecrets } from '@sextant/security/secrets';
import type { AppDeps } from '../src/deps.js';
import { searchRepo } from '../src/tools/search-repo.js';
import { pct } from './support.js';

const ctx = {
  signal: new AbortController().signal,
  progress: () => undefined,
  log: silentLogger,
  surface: 'mcp',
} as unknown as ToolContext;

const redactStrings = (v: unknown): void => {
  if (typeof v === 'string') redactSecrets(v);
  else if (Array.isArray(v)) v.forEach(redactStrings);
  else if (v && typeof v === 'object') Object.values(v).forEach(redactStrings);
};

/** p50 and p95 (ms) of each stage over the queries, and of whole `executeTool` calls in JSON and TOON. */
export async function requestPath(deps: AppDeps, indexId: string, queries: readonly string[]) {
  const stages = new Map<string, number[]>();
  const add = (stage: string, ms: number) => {
    const list = stages.get(stage) ?? [];
    list.push(ms);
    stages.set(stage, list);
  };
  const { index } = await deps.indexes.get(indexId);
  const args = { index_id: indexId, k: 20, context_lines: 5, token_budget: 8000 };
  for (const query of queries) {
    // Per query: the stages summed (a stage that runs twice, e.g. two BM25 passes, counts both).
    const per = new Map<string, number>();
    const trace = (stage: string, ms: number) => per.set(stage, (per.get(stage) ?? 0) + ms);
    let s = performance.now();
    const results = await index.search({ query, k: 20, contextLines: 5, tokenBudget: 8000, trace });
    const f0 = performance.now();
    const [fresh, state] = await Promise.all([index.freshness(), index.state()]);
    trace('freshness and state', performance.now() - f0);
    const data = { index_id: indexId, results, index: { head: state?.head ?? null, ...fresh } };
    const handler = performance.now() - s;
    s = performance.now();
    searchRepo.output.safeParse(data);
    trace('output schema validation', performance.now() - s);
    s = performance.now();
    redactStrings(data);
    trace('secret redaction', performance.now() - s);
    s = performance.now();
    JSON.stringify(data, null, 2);
    trace('JSON text', performance.now() - s);
    for (const [k, v] of per) add(k, v);
    add('= handler (search + freshness)', handler);
    s = performance.now();
    await executeTool(searchRepo, { ...args, query }, deps, ctx, 'json', silentLogger);
    add('= executeTool, JSON text', performance.now() - s);
    s = performance.now();
    await executeTool(searchRepo, { ...args, query }, deps, ctx, 'toon', silentLogger);
    add('= executeTool, TOON text', performance.now() - s);
  }
  return [...stages].map(([stage, ms]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return { stage, p50: pct(sorted, 50), p95: pct(sorted, 95), mean: ms.reduce((a, b) => a + b, 0) / ms.length };
  });
}

export function printRequestPath(label: string, rows: Awaited<ReturnType<typeof requestPath>>): void {
  console.log(`  request path, ${label} (in process; ms)`);
  for (const r of rows)
    console.log(
      `    ${r.stage.padEnd(34)} p50 ${r.p50.toFixed(2).padStart(6)}  p95 ${r.p95.toFixed(2).padStart(6)}  mean ${r.mean.toFixed(2).padStart(6)}`,
    );
}
