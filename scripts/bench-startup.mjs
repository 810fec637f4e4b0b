#!/usr/bin/env node
// Cold start to a tools/list answer over real stdio (a 2025-era client, as most clients still are), for every
// built app and the shell's example server, next to a bare v2 SDK server (one tool) and octocode-mcp started the
// same way in the same run. Prints medians and ratios; the aim is <= 0.6x octocode-mcp for every app.
// octocode-mcp: OCTOCODE_MCP_ENTRY=/path/to/dist/index.js, or it is installed once from npm into a temp folder.
// BENCH_BASELINE=/path/to/another/built/checkout adds its apps as "<app> @baseline", interleaved in the same run.
// The apps run in their default (text) mode; BENCH_STRUCTURED=on lists outputSchemas, which the SDK client compiles.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { childCpuMs, exitedCpuMs } from './child-cpu.mjs';

const root = resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const OCTOCODE = 'octocode-mcp@19.1.0';
const BARE = 'bare v2 SDK server (1 tool)';

function octocodeEntry() {
  if (process.env.OCTOCODE_MCP_ENTRY) return process.env.OCTOCODE_MCP_ENTRY;
  const dir = join(tmpdir(), 'sextant-bench-octocode');
  const pkg = join(dir, 'node_modules', 'octocode-mcp', 'package.json');
  if (!existsSync(pkg)) {
    mkdirSync(dir, { recursive: true });
    try {
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', dir, OCTOCODE], { stdio: 'ignore' });
    } catch {
      return undefined;
    }
  }
  const { bin } = JSON.parse(readFileSync(pkg, 'utf8'));
  return join(dir, 'node_modules', 'octocode-mcp', typeof bin === 'string' ? bin : Object.values(bin)[0]);
}

const servers = { [BARE]: join(root, 'packages', 'mcp-shell', 'bench', 'bare-sdk-server.mjs') };
const octocode = octocodeEntry();
if (octocode) servers['octocode-mcp'] = octocode;
servers['shell example server'] = join(root, 'packages', 'mcp-shell', 'example', 'dist', 'main.js');
const baseline = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : undefined;
for (const d of existsSync(join(root, 'apps')) ? readdirSync(join(root, 'apps')) : []) {
  const entry = join(root, 'apps', d, 'dist', 'main.js');
  if (existsSync(entry)) servers[d] = entry;
  const before = baseline && join(baseline, 'apps', d, 'dist', 'main.js');
  if (before && existsSync(before)) servers[`${d} @baseline`] = before;
}

// One tools/list cache per server: an app and its @baseline share a name, and one cache file would be rewritten by
// each in turn (every start a miss).
const cacheHome = (name) => join(tmpdir(), 'sextant-bench-startup', name.replace(/[^\w.-]/g, '_'));

async function coldStart(name, entry) {
  const cpu0 = childCpuMs();
  const t0 = performance.now();
  const conn = await connectStdio({
    command: process.execPath,
    args: [entry],
    cwd: root,
    env: {
      LOG_LEVEL: 'silent',
      XDG_CACHE_HOME: cacheHome(name),
      // connectStdio starts a server in the structured mode (for tests); a user's default is off.
      SEXTANT_STRUCTURED_CONTENT: process.env.BENCH_STRUCTURED ?? 'off',
    },
  });
  const { tools } = await conn.client.listTools();
  const elapsed = performance.now() - t0;
  await conn.close();
  // CPU of the whole server process (start-up, tools/list and shutdown): load on a shared machine barely moves it.
  return { elapsed, cpu: await exitedCpuMs(cpu0), tools: tools.length };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = {};
for (let i = 0; i < runs; i++) {
  for (const [name, entry] of Object.entries(servers)) {
    const r = await coldStart(name, entry).catch((err) => ({ elapsed: NaN, tools: 0, err }));
    (results[name] ??= []).push(r);
  }
}
const med = (name, key = 'elapsed') => median(results[name].map((r) => r[key]));
const base = med(BARE);
const octo = results['octocode-mcp'] ? med('octocode-mcp') : undefined;
console.log(`cold start to tools/list over stdio, median of ${runs} runs (wall, and the server's CPU to exit)`);
const baseCpu = med(BARE, 'cpu');
if (!octo) console.log(`  (${OCTOCODE} could not be installed or started: no octocode ratio)`);
for (const name of Object.keys(results)) {
  const m = med(name);
  const vsOcto = octo ? `  ${(m / octo).toFixed(2)}x octocode-mcp` : '';
  const cpu = med(name, 'cpu');
  console.log(
    `  ${name.padEnd(30)} ${m.toFixed(0).padStart(5)} ms  ${(m / base).toFixed(2)}x bare${vsOcto}  cpu ${cpu.toFixed(0).padStart(4)} ms ${(cpu / baseCpu).toFixed(2)}x bare  (${results[name][0].tools} tools)`,
  );
}
