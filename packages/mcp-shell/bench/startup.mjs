// Cold start to a tools/list answer, over real stdio: the shell's example server next to a bare SDK server
// started the same way in the same run. Prints medians and the ratio.
import { fileURLToPath } from 'node:url';
import { connectStdio } from '../dist/testing.js';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const servers = {
  'bare SDK server': fileURLToPath(new URL('./bare-sdk-server.mjs', import.meta.url)),
  'shell example server (7 tools)': fileURLToPath(new URL('../dist/example/main.js', import.meta.url)),
};

async function coldStart(entry) {
  const t0 = performance.now();
  const conn = await connectStdio({ command: process.execPath, args: [entry], env: { LOG_LEVEL: 'silent' } });
  await conn.client.listTools();
  const elapsed = performance.now() - t0;
  await conn.close();
  return elapsed;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = {};
for (let i = 0; i < runs; i++) {
  for (const [name, entry] of Object.entries(servers)) (results[name] ??= []).push(await coldStart(entry));
}
const base = median(results['bare SDK server']);
console.log(`cold start to tools/list, median of ${runs} runs`);
for (const [name, xs] of Object.entries(results)) {
  const m = median(xs);
  console.log(`  ${name.padEnd(32)} ${m.toFixed(0).padStart(5)} ms  ${(m / base).toFixed(2)}x bare SDK`);
}
