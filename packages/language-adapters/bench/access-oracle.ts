// `access` / `unguarded` against a solc-AST oracle on public protocols (bench/access/README.md has the label
// rules and the corpora). Prints unguarded precision/recall and guard-kind exactness per split, and every
// disagreement with what each side saw. `--quiet` prints the figures only.
import { analyzeEntrypoints, createAnalysisSession } from '@sextant/core-engine/analysis';
import { solidityAnalyzer } from '../src/solidity/analyzer.js';
import { indexAsts } from '../test/solidity/oracle/ast-index.js';
import { compileCorpus, relaxPragma } from './access/compile.js';
import { ACCESS_CORPORA, mirrorOf, readCorpus } from './access/corpora.js';
import type { Split } from './access/corpora.js';
import { buildAccessTruth } from './access/oracle.js';
import type { AccessScore } from './access/score.js';
import { addScores, scoreAccess, summary } from './access/score.js';

const quiet = process.argv.includes('--quiet');
const totals = new Map<Split, AccessScore>();
const missing: string[] = [];

for (const c of ACCESS_CORPORA) {
  const dir = mirrorOf(c.repo);
  if (!dir) {
    missing.push(`${c.repo}@${c.commit.slice(0, 10)}`);
    continue;
  }
  const files = await readCorpus(c, dir);
  const read = (p: string) => {
    const s = files.get(p);
    return s === undefined ? undefined : relaxPragma(s);
  };
  const t0 = performance.now();
  const { asts, sources, compiler } = compileCorpus(c.files, read, c.solc);
  const truth = buildAccessTruth(indexAsts(asts, sources));
  const solcMs = performance.now() - t0;
  const t1 = performance.now();
  const session = createAnalysisSession({
    analyzerFor: () => ({ id: 'solidity', analyzer: solidityAnalyzer }),
    readFile: async (p) => read(p),
  });
  const model = await session.load(Object.keys(sources).map((p) => ({ path: p, content: sources[p] ?? '' })));
  const s = scoreAccess(analyzeEntrypoints(model, { includeAbstract: true }), truth);
  const oursMs = performance.now() - t1;
  totals.set(c.split, totals.has(c.split) ? addScores(totals.get(c.split) as AccessScore, s) : s);
  console.log(
    `${c.split} ${c.name} (${c.repo}@${c.commit.slice(0, 10)}, solc ${compiler.split('+')[0]}): ${summary(s)}`,
  );
  console.log(`  time: solc+oracle ${solcMs.toFixed(0)} ms, ours ${oursMs.toFixed(0)} ms`);
  if (!quiet) for (const d of s.disagreements) console.log(`  - ${d}`);
}
for (const [split, s] of totals) console.log(`\n${split.toUpperCase()} total: ${summary(s)}`);
if (missing.length)
  console.log(`\nnot run (no mirror; bring them with the fetch tool or set SEXTANT_MIRRORS): ${missing.join(', ')}`);
