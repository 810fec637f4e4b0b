#!/usr/bin/env node
// The Node matrix: on each pinned runtime (scripts/node-runtimes.mjs) run the tour, the interop tests (both MCP
// client generations over stdio and HTTP, servers started with that runtime), the pack-and-install test (npm
// installs the tarballs and starts every bin under it) and chain-client's tests. Needs a build (`pnpm test` does).
// Run alone: `node scripts/node-matrix.mjs [24 26]`; NODE_MATRIX=off|24|26|24,26 chooses inside `pnpm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { nodeRuntime, platform, RUNTIMES } from './node-runtimes.mjs';
import { repoRoot, runVitest } from './vitest-run.mjs';

/** Test files run on every runtime, as paths from the repository root. */
export function matrixTests(root = repoRoot) {
  const interop = ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(root, group, d.name, 'test', 'interop.test.ts')))
      .map((d) => `${group}/${d.name}/test/interop.test.ts`),
  );
  // chain-client's tests too: its node client rides on the runtime's own WebSocket from Node 22 on, whose failures
  // read differently (issue 30: a refused connection went unrecognised on Node 24).
  return [...interop, 'test/install/pack-install.test.ts', 'packages/chain-client/test/'];
}

function tour(node, env, label) {
  const report = join(repoRoot, '.turbo', `tour-${label}.json`);
  rmSync(report, { force: true });
  const res = spawnSync(node, [join(repoRoot, 'scripts', 'tour.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...env, TOUR_REPORT: report, TOUR_MAX_LINES: env.TOUR_MAX_LINES ?? '4' },
  });
  const counts = existsSync(report)
    ? { ...JSON.parse(readFileSync(report, 'utf8')), skipped: 0 }
    : { passed: 0, failed: 1, skipped: 0 };
  return { ...counts, code: res.status ?? 1 };
}

/** Runs the matrix; returns one section per runtime and part, with counts, for run-tests.mjs to sum. */
export async function runMatrix(majors = selected()) {
  if (!majors.length) {
    console.log('\nNode matrix skipped (NODE_MATRIX=off).');
    return [{ label: 'Node matrix (NODE_MATRIX=off)', passed: 0, failed: 0, skipped: 1, code: 0 }];
  }
  const sections = [];
  for (const major of majors) {
    const t0 = performance.now();
    let bin;
    try {
      bin = await nodeRuntime(major);
    } catch (err) {
      console.log(`\nNode ${major}: ${err.message}`);
      sections.push({ label: `Node ${major} runtime (${platform})`, passed: 0, failed: 1, skipped: 0, code: 1 });
      continue;
    }
    const node = join(bin, 'node');
    const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
    const v = RUNTIMES[major].version;
    console.log(`\n=== Node ${v}: tour`);
    sections.push({ label: `tour (Node ${v})`, ...tour(node, env, major) });
    console.log(`\n=== Node ${v}: interop, pack-and-install, chain-client`);
    const tests = runVitest({ node, env, args: matrixTests(), name: `vitest-node${major}` });
    sections.push({ label: `interop, install and chain-client tests (Node ${v})`, ...tests });
    console.log(`\n=== Node ${v}: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  return sections;
}

function selected() {
  const want = process.env.NODE_MATRIX ?? Object.keys(RUNTIMES).join(',');
  if (want === 'off') return [];
  return want.split(',').filter(Boolean);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const majors = process.argv.slice(2);
  const sections = await runMatrix(majors.length ? majors : selected());
  const sum = (k) => sections.reduce((n, s) => n + s[k], 0);
  for (const s of sections) console.log(`  ${s.label}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`);
  console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
  process.exit(sum('failed') === 0 && sections.every((s) => s.code === 0) ? 0 : 1);
}
