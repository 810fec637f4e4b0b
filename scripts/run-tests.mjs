#!/usr/bin/env node
// Runs every vitest project once and closes with the plain `N passed, N failed` line that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const outDir = join(process.cwd(), '.turbo');
mkdirSync(outDir, { recursive: true });
const report = join(outDir, 'vitest-report.json');
rmSync(report, { force: true });

const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
const res = spawnSync('npx', ['--no-install', ...args], { stdio: 'inherit', env: process.env });

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests ?? 0;
  failed = (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0);
  skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  for (const suite of json.testResults ?? []) {
    // A file that failed to load counts as a failure even when it declared no test.
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed += 1;
  }
} else {
  failed = Math.max(1, failed);
}
const code = res.status ?? 1;
if (code !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(code === 0 && failed === 0 ? 0 : 1);
