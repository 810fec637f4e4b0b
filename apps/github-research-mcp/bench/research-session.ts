// pnpm bench: replays a scripted research session against the loopback GitHub and prints API calls vs a
// cacheless client, cache hit rate, median latency per tool call, response tokens vs GitHub's raw JSON,
// 304 revalidations and the size of tools/list.
import { startFakeGitHub } from '@sextant/github-source/testing';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { countTokens } from '@sextant/toon-output/tokens';
import { createDeps, loadConfig, tools } from '../src/index.js';
import { session } from './session.js';

const gh = await startFakeGitHub();
const env = (extra: Record<string, string> = {}) =>
  loadConfig({
    GITHUB_API_URL: gh.url,
    GITHUB_TOKEN: 'bench',
    GITHUB_USE_GH_CLI: 'false',
    GITHUB_SEARCH_MIN_TIME_MS: '0',
    ...extra,
  });

// Raw GitHub JSON per tool call: a cacheless run with fetch wrapped to read every body GitHub sent.
let rawTokens = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const res = await realFetch(input, init);
  if ((res.headers.get('content-type') ?? '').includes('json')) rawTokens += countTokens(await res.clone().text());
  return res;
};
const cacheless = await createDeps(env({ GITHUB_CACHE: 'off' }));
const rawPerCall: number[] = [];
{
  const conn = await connectInMemory({ tools, deps: cacheless, format: 'toon' });
  for (const [name, args] of session) {
    rawTokens = 0;
    await conn.client.callTool({ name, arguments: args });
    rawPerCall.push(rawTokens);
  }
  await conn.close();
}
globalThis.fetch = realFetch; // Octokit loads lazily: keep the wrapper until the cacheless run is over
if (rawPerCall.every((n) => n === 0))
  throw new Error('bench: no raw GitHub JSON was captured; the fetch wrapper is not in use');
const cachelessCalls = cacheless.github.client.stats().apiCalls;

// The real run: default cache, TOON output.
gh.reset();
const deps = await createDeps(env());
const conn = await connectInMemory({ tools, deps, format: 'toon' });
const latency = new Map<string, number[]>();
const rows: Array<{ tool: string; ms: number; toon: number; json: number; raw: number }> = [];
for (const [i, [name, args]] of session.entries()) {
  const t0 = performance.now();
  const res = await conn.client.callTool({ name, arguments: args });
  const ms = performance.now() - t0;
  latency.set(name, [...(latency.get(name) ?? []), ms]);
  const text = (res.content as Array<{ text: string }>)[0]!.text;
  rows.push({
    tool: name,
    ms,
    toon: countTokens(text),
    json: countTokens(JSON.stringify(res.structuredContent)),
    raw: rawPerCall[i]!,
  });
}
const stats = deps.github.client.stats();
const listTokens = countTokens(JSON.stringify(await conn.client.listTools()));
await conn.close();

// Revalidation: entries that went stale (TTL 0 here) are re-asked with ETags; GitHub answers 304 at no budget.
const { createGitHubSource } = await import('@sextant/github-source');
const zero = { search: 0, contents: 0, trees: 0, pulls: 0, repos: 0, other: 0 };
const stale = createGitHubSource({ baseUrl: gh.url, token: 'bench', searchMinTimeMs: 0, cache: { ttlSeconds: zero } });
const replay = async () => {
  await stale.getFileContent({ owner: 'acme', repo: 'widgets', path: 'src/auth/token-store.ts' });
  await stale.getRepoStructure({ owner: 'acme', repo: 'widgets' });
  await stale.getPullRequest({ owner: 'acme', repo: 'widgets', number: 42 });
};
await replay();
const budgetBefore = stale.client.stats().rateLimit!.remaining;
const notModifiedBefore = gh.stats.notModified;
await replay();
const revalidated = gh.stats.notModified - notModifiedBefore;
const budgetSpent = budgetBefore - stale.client.stats().rateLimit!.remaining;
await gh.close();

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const sum = (k: 'toon' | 'json' | 'raw') => rows.reduce((n, r) => n + r[k], 0);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

console.log(
  `research session: ${session.length} tool calls, ${session.reduce((n, [, a]) => n + (a.queries as unknown[]).length, 0)} queries`,
);
console.log(
  `  API calls: ${stats.apiCalls} with cache vs ${cachelessCalls} cacheless (${pct(1 - stats.apiCalls / cachelessCalls)} fewer)`,
);
console.log(`  cache hit rate: ${pct(stats.hits / stats.requests)} (${stats.hits} hits of ${stats.requests} requests)`);
console.log(`  median latency per tool call: ${median(rows.map((r) => r.ms)).toFixed(1)} ms`);
for (const [tool, xs] of latency)
  console.log(`    ${tool.padEnd(26)} median ${median(xs).toFixed(1)} ms over ${xs.length} calls`);
console.log(
  `  tokens per session: TOON text ${sum('toon')}, compact JSON ${sum('json')}, GitHub raw JSON ${sum('raw')}`,
);
console.log(
  `    TOON vs raw: ${pct(1 - sum('toon') / sum('raw'))} fewer; JSON vs raw: ${pct(1 - sum('json') / sum('raw'))} fewer`,
);
const small = rows.filter((r) => r.raw < 100_000); // the >1 MB file read dwarfs everything else
const smallToon = small.reduce((n, r) => n + r.toon, 0);
const smallRaw = small.reduce((n, r) => n + r.raw, 0);
console.log(
  `    without the >1 MB file read: TOON ${smallToon} vs raw ${smallRaw} (${pct(1 - smallToon / smallRaw)} fewer)`,
);
for (const t of new Set(small.map((r) => r.tool))) {
  const rs = small.filter((r) => r.tool === t);
  const toon = rs.reduce((n, r) => n + r.toon, 0);
  const raw = rs.reduce((n, r) => n + r.raw, 0);
  console.log(
    `    ${t.padEnd(26)} TOON ${String(toon).padStart(6)} vs raw ${String(raw).padStart(6)} (${pct(1 - toon / raw)} fewer)`,
  );
}
console.log(`  largest response: ${Math.max(...rows.map((r) => r.toon))} tokens (budget ${env().MAX_RESPONSE_TOKENS})`);
console.log(`  tools/list: ${listTokens} tokens for ${tools.length} tools`);
console.log(`  stale replay: ${revalidated} requests revalidated with 304, rate budget spent ${budgetSpent}`);
