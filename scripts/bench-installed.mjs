#!/usr/bin/env node
// Cold start as a user gets it: every package packed and installed with plain npm into a scratch project, each app
// started through its installed bin, to a tools/list answer over stdio. Measured in the same run, interleaved:
// octocode-mcp (installed from npm the same way) and a bare one-tool SDK server run from the same install.
// Target: each app <= 0.6x octocode-mcp. BENCH_RUNS (default 5) runs per server; prints medians and ratios.
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { npmInstall, packAll, repoRoot, scratchProject, workspacePackages } from './pack-install.mjs';

const OCTOCODE = 'octocode-mcp@19.1.0';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const project = scratchProject('sextant-bench-installed-');
try {
  const tarballs = await packAll(join(project, 'tarballs'));
  await npmInstall(project, [...tarballs.values(), OCTOCODE]);
  copyFileSync(join(repoRoot, 'packages', 'mcp-shell', 'bench', 'bare-sdk-server.mjs'), join(project, 'bare.mjs'));

  const octo = JSON.parse(readFileSync(join(project, 'node_modules', 'octocode-mcp', 'package.json'), 'utf8'));
  const octoBin = typeof octo.bin === 'string' ? octo.bin : Object.values(octo.bin)[0];
  const servers = {
    'bare SDK server (1 tool)': [process.execPath, join(project, 'bare.mjs')],
    'octocode-mcp': [process.execPath, join(project, 'node_modules', 'octocode-mcp', octoBin)],
  };
  for (const app of workspacePackages().filter((p) => p.isApp))
    servers[app.name] = [join(project, 'node_modules', '.bin', app.bins[0])];

  const env = {
    LOG_LEVEL: 'silent',
    SEXTANT_DATA_DIR: join(project, 'data'),
    XDG_CACHE_HOME: join(project, 'cache'),
    GITHUB_TOKEN: 'bench-token-not-used',
  };
  async function coldStart([command, ...args]) {
    const t0 = performance.now();
    const conn = await connectStdio({ command, args, cwd: project, env });
    const { tools } = await conn.client.listTools();
    const elapsed = performance.now() - t0;
    await conn.close();
    return { elapsed, tools: tools.length };
  }

  const results = {};
  for (let i = 0; i < runs; i++)
    for (const [name, cmd] of Object.entries(servers)) (results[name] ??= []).push(await coldStart(cmd));

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const m = (name) => median(results[name].map((r) => r.elapsed));
  const octoMs = m('octocode-mcp');
  const bareMs = m('bare SDK server (1 tool)');
  console.log(
    `cold start of the installed packages to tools/list over stdio, median of ${runs} runs (target <= 0.60x octocode-mcp)`,
  );
  for (const name of Object.keys(results)) {
    const ms = m(name);
    const ratio = ms / octoMs;
    const verdict = name.startsWith('@sextant/') ? (ratio <= 0.6 ? '  ok' : '  OVER TARGET') : '';
    console.log(
      `  ${name.padEnd(30)} ${ms.toFixed(0).padStart(5)} ms  ${ratio.toFixed(2)}x octocode  ${(ms / bareMs).toFixed(2)}x bare SDK  (${results[name][0].tools} tools)${verdict}`,
    );
  }
} finally {
  rmSync(project, { recursive: true, force: true });
}
