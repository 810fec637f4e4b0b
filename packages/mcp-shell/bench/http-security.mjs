#!/usr/bin/env node
// Overhead of the HTTP front door on a trivial tool: the built example server with an API key (hash lookup,
// permissions, rate-limit bucket) and the audit log to a file, against the same server with both off, in one run.
// Requests alternate between the two servers so machine noise hits both alike. Run `pnpm build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const N = Number(process.env.BENCH_N ?? 2000);
const WARMUP = 200;
const entry = fileURLToPath(new URL('../example/dist/main.js', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'bench-http-security-'));
const key = `sxt_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')}`;
const sha256 = (await import('node:crypto')).createHash('sha256').update(key).digest('hex');
const keysFile = join(dir, 'keys.json');
writeFileSync(
  keysFile,
  JSON.stringify({ clients: [{ id: 'bench', sha256, tools: ['read-only'], rateLimit: { perMinute: 1e9 } }] }),
);
const auditFile = join(dir, 'audit.log');

function start(env) {
  const child = spawn(process.execPath, [entry, '--http', '--port', '0'], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
      const m = /listening on (http:\/\/\S+)/.exec(err);
      if (m) resolve({ url: m[1], child });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
}

const [plain, secured] = await Promise.all([
  start({ SEXTANT_AUDIT_LOG: 'off' }),
  start({ SEXTANT_API_KEYS_FILE: keysFile, SEXTANT_AUDIT_LOG: auditFile }),
]);

const body = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'echo', arguments: { text: 'hi' } },
});
const base = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-06-18',
};
async function once(server, headers) {
  const t = performance.now();
  const res = await fetch(server.url, { method: 'POST', headers: { ...base, ...headers }, body });
  const text = await res.text();
  const ms = performance.now() - t;
  if (res.status !== 200 || !text.includes('"hi"'))
    throw new Error(`unexpected answer ${res.status}: ${text.slice(0, 200)}`);
  return ms;
}

const times = { plain: [], secured: [] };
for (let i = 0; i < WARMUP + N; i++) {
  const a = await once(plain, {});
  const b = await once(secured, { authorization: `Bearer ${key}` });
  if (i >= WARMUP) {
    times.plain.push(a);
    times.secured.push(b);
  }
}
plain.child.kill('SIGTERM');
secured.child.kill('SIGTERM');

const pct = (xs, p) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const row = (name) => ({ name, p50: pct(times[name], 50), p95: pct(times[name], 95) });
const p = row('plain');
const s = row('secured');
const lines = statSync(auditFile).size;
console.log(`HTTP front door overhead, echo over loopback, ${N} alternating requests each (after ${WARMUP} warm-up)`);
console.log(`  auth + audit off : p50 ${p.p50.toFixed(3)} ms  p95 ${p.p95.toFixed(3)} ms`);
console.log(`  API key + audit  : p50 ${s.p50.toFixed(3)} ms  p95 ${s.p95.toFixed(3)} ms  (audit file ${lines} bytes)`);
console.log(
  `  added            : p50 ${(s.p50 - p.p50).toFixed(3)} ms  p95 ${(s.p95 - p.p95).toFixed(3)} ms  ` +
    `(ratio p50 ${(s.p50 / p.p50).toFixed(3)}, aim: ≤ 1 ms added at p50)`,
);
