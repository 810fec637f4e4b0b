#!/usr/bin/env node
// Cold start to a tools/list answer over real stdio, for every built app and the shell's example server,
// next to a bare SDK server (one tool) started the same way in the same run. Prints medians and ratios.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { connectStdio } from '@sextant/mcp-shell/testing';

const root = resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const servers = { 'bare SDK server (1 tool)': join(root, 'packages', 'mcp-shell', 'bench', 'bare-sdk-server.mjs') };
servers['shell example server'] = join(root, 'packages', 'mcp-shell', 'dist', 'example', 'main.js');
for (const d of existsSync(join(root, 'apps')) ? readdirSync(join(root, 'apps')) : []) {
  const entry = join(root, 'apps', d, 'dist', 'main.js');
  if (existsSync(entry)) servers[d] = entry;
}

async function coldStart(entry) {
  const t0 = performance.now();
  const conn = await connectStdio({
    command: process.execPath,
    args: [entry],
    cwd: root,
    env: { LOG_LEVEL: 'silent' },
  });
  const { tools } = await conn.client.listTools();
  const elapsed = performance.now() - t0;
  await conn.close();
  return { elapsed, tools: tools.length, bytes: JSON.stringify(tools).length };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = {};
for (let i = 0; i < runs; i++) {
  for (const [name, entry] of Object.entries(servers)) (results[name] ??= []).push(await coldStart(entry));
}
const base = median(results['bare SDK server (1 tool)'].map((r) => r.elapsed));
console.log(`cold start to tools/list over stdio, median of ${runs} runs (octocode-mcp-like target: <= 600 ms here)`);
for (const [name, rs] of Object.entries(results)) {
  const m = median(rs.map((r) => r.elapsed));
  console.log(
    `  ${name.padEnd(28)} ${m.toFixed(0).padStart(5)} ms  ${(m / base).toFixed(2)}x bare SDK  (${rs[0].tools} tools)`,
  );
}
