#!/usr/bin/env node
// The `start` tour: for each app with a tour.mjs, start its built server over real MCP stdio with the official
// SDK client, list its tools, call its main tools on this repository's fixtures, and print results and timings.
// No API key, no network: apps that need a remote service start a loopback one in their tour's setup().
// TOUR_REPORT=<file> also writes {"passed","failed"} there (one per step; a server that cannot start is a failure).
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { delimiter, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { connectStdio } from '@sextant/mcp-shell/testing';

const root = resolve(import.meta.dirname, '..');
// In a linked worktree the git dir lives in the main checkout's .git: allow it as a root too, or repo-index-mcp
// (rightly) refuses a repository whose git dir is outside the roots.
const gitCommonDir = (() => {
  try {
    const out = execFileSync('git', ['rev-parse', '--git-common-dir'], { cwd: root, encoding: 'utf8' }).trim();
    return resolve(root, out);
  } catch {
    return undefined;
  }
})();
const roots = [root, ...(gitCommonDir && !gitCommonDir.startsWith(root + sep) ? [gitCommonDir] : [])].join(delimiter);
const maxLines = Number(process.env.TOUR_MAX_LINES ?? 14);
const only = process.argv.slice(2);

const appsDir = join(root, 'apps');
const appTours = (existsSync(appsDir) ? readdirSync(appsDir, { withFileTypes: true }) : [])
  .filter((d) => d.isDirectory() && existsSync(join(root, 'apps', d.name, 'tour.mjs')))
  .map((d) => ({ dir: join(root, 'apps', d.name), file: join(root, 'apps', d.name, 'tour.mjs') }))
  .filter((t) => !only.length || only.some((o) => t.dir.endsWith(o)));

const tours = appTours.length
  ? appTours
  : [{ dir: join(root, 'packages', 'mcp-shell'), file: join(root, 'scripts', 'example-tour.mjs') }];

const ms = (t0) => `${(performance.now() - t0).toFixed(0)} ms`;
const clip = (text) => {
  const lines = text.split('\n');
  return lines.length > maxLines
    ? [...lines.slice(0, maxLines), `  … (${lines.length - maxLines} more lines)`].join('\n')
    : text;
};
const indent = (text) => text.replace(/^/gm, '    ');

let failures = 0;
let passes = 0;
for (const t of tours) {
  try {
    await runTour(t);
  } catch (err) {
    failures++;
    console.log(`\n  ${t.file} FAILED: ${err.message}`);
  }
}

async function runTour(t) {
  const tour = (await import(pathToFileURL(t.file).href)).default;
  const setup = (await tour.setup?.({ root })) ?? {};
  const entry = join(t.dir, tour.entry ?? 'dist/main.js');
  console.log(`\n=== ${tour.name}: ${tour.about}`);
  const t0 = performance.now();
  let conn;
  try {
    conn = await connectStdio({
      command: process.execPath,
      args: [entry],
      cwd: root,
      env: { LOG_LEVEL: 'warn', SEXTANT_ROOTS: roots, ...setup.env },
      ...(tour.client ?? {}),
    });
    await runSteps(tour, setup, conn, ms(t0));
  } finally {
    await conn?.close();
    await setup.cleanup?.();
  }
}

async function runSteps(tour, setup, conn, started) {
  const t1 = performance.now();
  const { tools } = await conn.client.listTools();
  console.log(
    `  started and initialized in ${started}; tools/list in ${ms(t1)}: ${tools.map((x) => x.name).join(', ')}`,
  );
  for (const step of tour.steps(setup)) {
    const t2 = performance.now();
    try {
      const res = await conn.client.callTool({ name: step.tool, arguments: step.args }, undefined, {
        timeout: 600_000,
      });
      const text = (res.content ?? []).map((c) => c.text ?? '').join('\n');
      const expectError = Boolean(step.expectError);
      const ok = Boolean(res.isError) === expectError;
      if (ok) passes++;
      else failures++;
      console.log(
        `\n  > ${step.tool} ${step.label ?? JSON.stringify(step.args)}  (${ms(t2)})${res.isError ? (expectError ? '  [expected error]' : '  [ERROR]') : ''}`,
      );
      console.log(indent(clip(text)));
    } catch (err) {
      failures++;
      console.log(`\n  > ${step.tool} FAILED after ${ms(t2)}: ${err.message}`);
    }
  }
}
console.log(`\nTour finished: ${tours.length} server(s), ${failures} unexpected failure(s).`);
if (process.env.TOUR_REPORT)
  writeFileSync(process.env.TOUR_REPORT, JSON.stringify({ passed: passes, failed: failures }));
process.exit(failures ? 1 : 0);
