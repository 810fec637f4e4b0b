// The parser budget: how fast a hostile source (issue 28: 100,000 nested parentheses, 20,000 nested ifs, in
// Solidity and Compact) gets its answer with the budget and without it (same build, same run, one process per
// measurement, 20 s cap), and what the one-pass pre-scan costs on real code against parsing that code.
import { execFileSync } from 'node:child_process';

import { loadavg } from 'node:os';
import { createAnalysisSession } from '@sextant/core-engine/analysis';
import { scanBudget } from '../src/budget/nesting.js';
import { solidityAnalyzer } from '../src/solidity/analyzer.js';
import { ozFiles, readOz } from '../test/solidity/oracle/oz.js';

const CAP_MS = 20_000;
const cases = ['sol:parens', 'sol:braces', 'sol:bare', 'compact:parens', 'compact:ifs'];
const arm = (kind: string, which: string): { ms: number; outcome: string } => {
  const t = performance.now();
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/budget-arm.ts', kind, which], {
      timeout: CAP_MS,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(out) as { ms: number; outcome: string };
  } catch {
    return { ms: Math.round(performance.now() - t), outcome: `no answer (killed at ${CAP_MS / 1000} s)` };
  }
};

console.log(
  `load before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const kind of cases) {
  const withBudget = arm(kind, 'budget');
  const without = arm(kind, 'unbounded');
  console.log(`${kind.padEnd(15)} budget ${String(withBudget.ms).padStart(6)} ms  ${withBudget.outcome}`);
  console.log(`${''.padEnd(15)} none   ${String(without.ms).padStart(6)} ms  ${without.outcome}`);
}

// Pre-scan cost on real code: every OpenZeppelin 5 file, scanned and parsed in this process.
const sources = ozFiles().map((p) => ({ path: p, content: readOz(p) ?? '' }));
let t = performance.now();
for (let i = 0; i < 5; i++) for (const s of sources) scanBudget(s.content);
const scanMs = (performance.now() - t) / 5;
t = performance.now();
await createAnalysisSession({ analyzerFor: () => ({ id: 'solidity', analyzer: solidityAnalyzer }) }).load(sources);
const loadMs = performance.now() - t;
const bytes = sources.reduce((n, s) => n + s.content.length, 0);
console.log(
  `pre-scan on ${sources.length} OZ files (${(bytes / 1e6).toFixed(1)} MB): ${scanMs.toFixed(1)} ms, analysis ${loadMs.toFixed(0)} ms, ratio ${((scanMs / loadMs) * 100).toFixed(2)} %`,
);
console.log(
  `load after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
