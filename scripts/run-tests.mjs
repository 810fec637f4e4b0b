#!/usr/bin/env node
// Runs every vitest project once on this machine's Node, then (with no arguments) the Node matrix: the tour, the
// interop tests and the pack-and-install test on each pinned runtime (scripts/node-matrix.mjs). Closes with the
// plain `N passed, N failed` line that CI reads, covering everything that ran.
// Arguments go to vitest and skip the matrix; NODE_MATRIX=off skips it too (and says so), NODE_MATRIX=24 picks one.
import { runMatrix } from './node-matrix.mjs';
import { runVitest } from './vitest-run.mjs';

const args = process.argv.slice(2);
const sections = [{ label: `vitest, all projects (Node ${process.versions.node})`, ...runVitest({ args }) }];
if (!args.length) sections.push(...(await runMatrix()));

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('');
for (const s of sections) {
  console.log(`  ${s.label}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`);
  for (const k of Object.keys(total)) total[k] += s[k];
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 && sections.every((s) => s.code === 0) ? 0 : 1);
