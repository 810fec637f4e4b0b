// Entrypoints + function insights for every function of @openzeppelin/contracts, next to solcjs's own AST
// compile of the same files in the same process; then accuracy against the solc oracle and TOON vs JSON tokens.
import type { CodeModel } from '@sextant/core-engine/ports';
import {
  analyzeEntrypoints,
  analyzeFunction,
  createAnalysisSession,
  groupEntrypoints,
  toEntrypointRow,
} from '@sextant/core-engine/analysis';
import { render } from '@sextant/toon-output';
import { compareFormats, countTokens } from '@sextant/toon-output/tokens';
import { solidityAnalyzer } from '../src/solidity/analyzer.js';
import { compareWithOracle } from '../test/solidity/oracle/compare.js';
import { buildOracle, compileAst } from '../test/solidity/oracle/solc-oracle.js';
import { extraCorpora } from '../test/solidity/oracle/corpora.js';
import { ozFiles, readOz } from '../test/solidity/oracle/oz.js';

const files = ozFiles();
const sources = files.map((p) => ({ path: p, content: readOz(p) ?? '' }));
const ms = (t: number) => performance.now() - t;

function auditAll(model: CodeModel) {
  const entrypoints = analyzeEntrypoints(model);
  const insights = [];
  for (const u of model.units)
    for (const f of model.functions.filter(
      (x) => x.unit === u.name && x.file === u.file && x.kind !== 'modifier' && x.implemented,
    ))
      insights.push(analyzeFunction(model, { file: u.file, contract: u.name, name: f.name, signature: f.signature }));
  return { entrypoints, insights };
}

// Warm both sides first (solcjs compiles its wasm on first use; we load tree-sitter): time the work, not the loading.
compileAst(['W.sol'], (p) =>
  p === 'W.sol' ? 'pragma solidity ^0.8.20; contract W { uint x; function f() external { x = 1; } }' : undefined,
);
await createAnalysisSession({ analyzerFor: () => ({ id: 'solidity', analyzer: solidityAnalyzer }) }).load([
  { path: 'W.sol', content: 'contract W { uint x; }' },
]);

let t = performance.now();
const { asts, sources: compiled } = compileAst(files, readOz);
const solcMs = ms(t);

const session = createAnalysisSession({
  analyzerFor: () => ({ id: 'solidity', analyzer: solidityAnalyzer }),
  readFile: async (p) => readOz(p),
});
t = performance.now();
const model = await session.load(sources);
const parseMs = ms(t);
t = performance.now();
const out = auditAll(model);
const auditMs = ms(t);

const warm = createAnalysisSession({ analyzerFor: () => ({ id: 'solidity', analyzer: solidityAnalyzer }) });
await warm.load(sources);
t = performance.now();
const again = await warm.load(sources.map((s) => ({ ...s })));
auditAll(again);
const warmMs = ms(t);

const ours = parseMs + auditMs;
console.log(
  `files: ${files.length}, functions: ${model.functions.length}, insights: ${out.insights.length}, entrypoints: ${out.entrypoints.length}`,
);
console.log(`solcjs AST compile (baseline, warmed up): ${solcMs.toFixed(0)} ms`);
console.log(
  `ours cold: parse+link ${parseMs.toFixed(0)} ms + entrypoints/insights ${auditMs.toFixed(0)} ms = ${ours.toFixed(0)} ms  (${(ours / solcMs).toFixed(2)}x solc)`,
);
console.log(
  `ours warm (same session, cached parse and model): ${warmMs.toFixed(0)} ms  (${(warmMs / solcMs).toFixed(3)}x solc)`,
);

const scores = compareWithOracle(model, out.entrypoints, buildOracle(asts, compiled));
console.log('\naccuracy vs solc oracle (all of OpenZeppelin):');
for (const [cat, s] of Object.entries(scores))
  console.log(
    `  ${cat.padEnd(12)} precision ${s.precision.toFixed(4)}  recall ${s.recall.toFixed(4)}  (tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`,
  );

for (const corpus of extraCorpora()) {
  const t0 = performance.now();
  const c = compileAst(corpus.files, corpus.read);
  const solc = ms(t0);
  const t1 = performance.now();
  const s = createAnalysisSession({
    analyzerFor: () => ({ id: 'solidity', analyzer: solidityAnalyzer }),
    readFile: async (p) => corpus.read(p),
  });
  const m = await s.load(corpus.files.map((p) => ({ path: p, content: corpus.read(p) ?? '' })));
  const eps = analyzeEntrypoints(m);
  const mine = ms(t1);
  const r = compareWithOracle(m, eps, buildOracle(c.asts, c.sources));
  console.log(
    `\n${corpus.name} (${corpus.files.length} files): ours ${mine.toFixed(0)} ms vs solcjs ${solc.toFixed(0)} ms (${(mine / solc).toFixed(2)}x)`,
  );
  for (const [cat, v] of Object.entries(r))
    console.log(
      `  ${cat.padEnd(12)} precision ${v.precision.toFixed(4)}  recall ${v.recall.toFixed(4)}  (tp ${v.tp}, fp ${v.fp}, fn ${v.fn})`,
    );
}

// as the entrypoints tool sends them: grouped under contract and access, then whatever render gives the model
// (TOON or compact JSON), against compact JSON of one flat row per entrypoint (the answer before grouping)
const flat = JSON.stringify({ entrypoints: out.entrypoints.map(toEntrypointRow) });
const grouped = { contracts: groupEntrypoints(out.entrypoints) };
const tok = compareFormats(grouped);
const tokIns = compareFormats({ function: out.insights[0] });
console.log(
  `\ntokens, entrypoints of all OZ (${out.entrypoints.length}): model text ${tok.text} (TOON ${tok.toon}, compact JSON ${tok.json})` +
    ` vs compact JSON of flat rows ${countTokens(flat)}: ${(tok.text / countTokens(flat)).toFixed(2)}x`,
);
console.log(
  `tokens, one function_insights: model text ${tokIns.text} (TOON ${tokIns.toon}) vs JSON ${tokIns.json} (${(tokIns.text / tokIns.json).toFixed(2)}x)`,
);
console.log(`(the model text of the entrypoints starts: ${render(grouped).split('\n')[0]?.slice(0, 80)}…)`);
