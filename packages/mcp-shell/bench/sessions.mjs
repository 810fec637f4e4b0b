#!/usr/bin/env node
// Memory of the HTTP endpoint, in process (run with --expose-gc): 100 idle 2025 sessions and after their idle
// expiry, and memory under 3,000 initialize attempts (sessionful, stateless and rejected), which must plateau.
import { silentLogger } from '@sextant/core-engine';
import { createSessionHub, createShellServer, defineTool, serveHttp } from '@sextant/mcp-shell';
import { z } from 'zod';

const IDLE_MS = 2000;
const echo = defineTool({
  name: 'echo',
  title: 'Echo',
  description: 'Echoes its text.',
  input: z.object({ text: z.string() }),
  output: z.object({ text: z.string() }),
  handler: ({ text }) => ({ text }),
});
const hub = createSessionHub();
const make = (era, identity) =>
  createShellServer({
    ...{ name: 'bench', version: '0.0.0', tools: [echo], deps: {}, log: silentLogger, format: 'toon' },
    ...{ roots: [process.cwd()], hub, era, identity },
  });
const server = await serveHttp(make, silentLogger, { port: 0, maxSessions: 100, sessionIdleMs: IDLE_MS });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    await sleep(50);
    globalThis.gc?.();
  }
};
const mem = () => {
  const m = process.memoryUsage();
  return { heap: m.heapUsed / 2 ** 20, rss: m.rss / 2 ** 20 };
};
const show = (m) => `heap ${m.heap.toFixed(1)} MB, RSS ${m.rss.toFixed(1)} MB`;
const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const init = (capabilities) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities, clientInfo: { name: 'bench', version: '0' } },
  });

/** One initialize: `session` (sampling: the sessionful lane), `stateless`, or `rejected` (text/plain). */
async function attempt(kind) {
  const res = await fetch(server.url, {
    method: 'POST',
    headers: kind === 'rejected' ? { ...headers, 'content-type': 'text/plain' } : headers,
    body: init(kind === 'session' ? { sampling: {} } : {}),
  });
  await res.text();
  return res.status;
}

if (!globalThis.gc) console.log('(run with node --expose-gc for heap figures after collection)');
try {
  for (let i = 0; i < 20; i++) await attempt('stateless');
  await settle();
  const base = mem();
  for (let i = 0; i < 100; i++) await attempt('session');
  await settle();
  const withSessions = mem();
  const open = server.sessions();
  await sleep(IDLE_MS + 1000);
  await settle();
  const afterExpiry = mem();
  console.log('HTTP endpoint memory, in process');
  console.log(`  baseline                       ${show(base)}`);
  console.log(
    `  ${open} idle 2025 sessions         ${show(withSessions)}  (+${(withSessions.heap - base.heap).toFixed(1)} MB heap)`,
  );
  console.log(
    `  after idle expiry (${IDLE_MS / 1000} s)       ${show(afterExpiry)}  (${server.sessions()} sessions, ${hub.size()} live servers)`,
  );

  const kinds = ['session', 'stateless', 'rejected'];
  const samples = [];
  let peak = mem().rss;
  const statuses = {};
  for (let i = 0; i < 3000; i += 20) {
    const batch = await Promise.all(Array.from({ length: 20 }, (_, j) => attempt(kinds[(i + j) % 3])));
    for (const s of batch) statuses[s] = (statuses[s] ?? 0) + 1;
    peak = Math.max(peak, mem().rss);
    if ((i + 20) % 500 === 0) {
      await settle();
      samples.push(mem());
    }
  }
  console.log('3,000 initialize attempts (1/3 sessionful, 1/3 stateless, 1/3 text/plain), 20 at a time');
  console.log(`  heap after GC every 500: ${samples.map((s) => s.heap.toFixed(1)).join(', ')} MB`);
  console.log(`  RSS every 500: ${samples.map((s) => s.rss.toFixed(0)).join(', ')} MB; peak RSS ${peak.toFixed(1)} MB`);
  console.log(
    `  heap last / first sample: ${(samples.at(-1).heap / samples[0].heap).toFixed(2)}x; sessions open ${server.sessions()} (cap 100); statuses ${JSON.stringify(statuses)}`,
  );
} finally {
  await server.close();
}
