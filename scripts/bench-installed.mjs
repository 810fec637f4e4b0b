#!/usr/bin/env node
// Cold start as a user gets it: every package packed and installed with plain npm into a scratch project, each app
// started through its installed bin, to a tools/list answer over stdio. Measured in the same run, interleaved:
// octocode-mcp (installed from npm the same way) and a bare one-tool SDK server run from the same install.
// Targets: each app <= 0.6x octocode-mcp and <= 1.35x the bare server. BENCH_RUNS (default 5) timed runs per server,
// after one untimed round that writes each server's tools/list cache (every start but a user's first is a hit).
// BENCH_BASELINE=/path/to/another/built/checkout packs and installs that one too and adds its apps as
// "<app> @baseline", interleaved with the rest: the change's ratio comes from the same minutes.
// Prints medians: wall ms and the server's CPU ms (start, tools/list and exit; load barely moves it).
// BENCH_CLIENT=raw reads the answer with bare JSON-RPC lines instead of the SDK client (scripts/raw-stdio.mjs): the
// server's time alone, without the client's handling of each listed tool.
// The apps run in their default mode, as a user starts them (text answers: no tool lists an outputSchema).
// BENCH_STRUCTURED=on measures the structured mode instead, where the SDK client compiles every listed tool's
// outputSchema (Ajv) before listTools returns: about 160 ms of client CPU for midnight-mcp's 30 tools.
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { childCpuMs, exitedCpuMs } from './child-cpu.mjs';
import { rawToolsList } from './raw-stdio.mjs';
import { npmInstall, packAll, repoRoot, scratchProject, workspacePackages } from './pack-install.mjs';

const OCTOCODE = 'octocode-mcp@19.1.0';
const BARE = 'bare SDK server (1 tool)';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const rawClient = process.env.BENCH_CLIENT === 'raw';
const baseline = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : undefined;
const projects = [];

/** Packs a checkout's packages and installs them (and any extra specs) into a fresh project. */
async function installed(root, prefix, extra = []) {
  const project = scratchProject(prefix);
  projects.push(project);
  const tarballs = await packAll(join(project, 'tarballs'), root);
  await npmInstall(project, [...tarballs.values(), ...extra]);
  return project;
}

try {
  const project = await installed(repoRoot, 'sextant-bench-installed-', [OCTOCODE]);
  const before = baseline && (await installed(baseline, 'sextant-bench-baseline-'));
  copyFileSync(join(repoRoot, 'packages', 'mcp-shell', 'bench', 'bare-sdk-server.mjs'), join(project, 'bare.mjs'));

  const octo = JSON.parse(readFileSync(join(project, 'node_modules', 'octocode-mcp', 'package.json'), 'utf8'));
  const octoBin = typeof octo.bin === 'string' ? octo.bin : Object.values(octo.bin)[0];
  const servers = {
    [BARE]: [process.execPath, join(project, 'bare.mjs')],
    'octocode-mcp': [process.execPath, join(project, 'node_modules', 'octocode-mcp', octoBin)],
  };
  for (const app of workspacePackages().filter((p) => p.isApp)) {
    servers[app.name] = [join(project, 'node_modules', '.bin', app.bins[0])];
    if (before) servers[`${app.name} @baseline`] = [join(before, 'node_modules', '.bin', app.bins[0])];
  }

  // One cache home per server: an app and its @baseline share a name, and would rewrite one cache file in turn.
  const envOf = (name) => ({
    LOG_LEVEL: 'silent',
    SEXTANT_DATA_DIR: join(project, 'data'),
    XDG_CACHE_HOME: join(project, 'cache', name.replace(/[^\w.-]/g, '_')),
    GITHUB_TOKEN: 'bench-token-not-used',
    // connectStdio starts a server in the structured mode (for tests); a user's default is off.
    SEXTANT_STRUCTURED_CONTENT: process.env.BENCH_STRUCTURED ?? 'off',
  });
  async function coldStart(name, [command, ...args]) {
    const cpu0 = childCpuMs();
    const spec = { command, args, cwd: project, env: envOf(name) };
    if (rawClient) {
      const { elapsed, tools } = await rawToolsList(spec);
      return { elapsed, cpu: await exitedCpuMs(cpu0), tools };
    }
    const t0 = performance.now();
    const conn = await connectStdio(spec);
    const { tools } = await conn.client.listTools();
    const elapsed = performance.now() - t0;
    await conn.close();
    return { elapsed, cpu: await exitedCpuMs(cpu0), tools: tools.length };
  }

  for (const [name, cmd] of Object.entries(servers)) await coldStart(name, cmd);
  const results = {};
  for (let i = 0; i < runs; i++)
    for (const [name, cmd] of Object.entries(servers)) (results[name] ??= []).push(await coldStart(name, cmd));

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const m = (name, key = 'elapsed') => median(results[name].map((r) => r[key]));
  const octoMs = m('octocode-mcp');
  const bareMs = m(BARE);
  console.log(
    `cold start of the installed packages to tools/list over stdio (${rawClient ? 'bare JSON-RPC client' : 'SDK client'}), median of ${runs} runs (targets <= 0.60x octocode-mcp, <= 1.35x bare)`,
  );
  for (const name of Object.keys(results)) {
    const ms = m(name);
    const cpu = m(name, 'cpu');
    const ours = name.startsWith('@sextant/') && !name.endsWith('@baseline');
    const verdict = ours ? (ms / octoMs <= 0.6 && ms / bareMs <= 1.35 ? '  ok' : '  OVER TARGET') : '';
    const vsBaseline =
      ours && results[`${name} @baseline`]
        ? `  ${(ms / m(`${name} @baseline`)).toFixed(2)}x baseline (cpu ${(cpu / m(`${name} @baseline`, 'cpu')).toFixed(2)}x)`
        : '';
    console.log(
      `  ${name.padEnd(38)} ${ms.toFixed(0).padStart(5)} ms  ${(ms / octoMs).toFixed(2)}x octocode  ${(ms / bareMs).toFixed(2)}x bare  cpu ${cpu.toFixed(0).padStart(4)} ms  (${results[name][0].tools} tools)${vsBaseline}${verdict}`,
    );
  }
} finally {
  for (const p of projects) rmSync(p, { recursive: true, force: true });
}
