// One vitest run with a JSON report, and its counts as CI reads them. Used by run-tests.mjs and node-matrix.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');
const vitestPkg = createRequire(join(repoRoot, 'package.json')).resolve('vitest/package.json');
const vitestBin = join(dirname(vitestPkg), JSON.parse(readFileSync(vitestPkg, 'utf8')).bin.vitest);

/**
 * Runs `vitest run <args>` from the repository root with `node` (default: this process's runtime) and returns
 * {passed, failed, skipped, code}. A file that failed to load counts as a failure even when it declared no test;
 * a run that exits non-zero with nothing failed counts one failure.
 */
export function runVitest({ node = process.execPath, args = [], env = process.env, name = 'vitest' } = {}) {
  const outDir = join(repoRoot, '.turbo');
  mkdirSync(outDir, { recursive: true });
  const report = join(outDir, `${name}-report.json`);
  rmSync(report, { force: true });
  const res = spawnSync(
    node,
    [vitestBin, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    { cwd: repoRoot, stdio: 'inherit', env },
  );
  const counts = { passed: 0, failed: 0, skipped: 0, code: res.status ?? 1 };
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed = json.numPassedTests ?? 0;
    counts.failed = (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0);
    counts.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    for (const suite of json.testResults ?? [])
      if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) counts.failed += 1;
  }
  if (counts.code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}
