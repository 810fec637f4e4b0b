// One measurement of bench/budget.ts, in its own process (an unbounded parse may exhaust the stack or run for
// long): analyses one hostile source beside a good one and prints { ms, outcome } as JSON.
import { createAnalysisSession } from '@sextant/core-engine/analysis';
import { buildContractModel } from '../src/compact/analysis/contract-model.js';
import { createSolidityAnalyzer } from '../src/solidity/analyzer.js';
import { deepCompact, deepSolidity, goodSolidity } from '../test/budget/support.js';

const [kind = '', arm = 'budget'] = process.argv.slice(2);
const budget = arm === 'budget' ? undefined : { maxDepth: Infinity, maxChars: Infinity };
const [lang, name] = kind.split(':') as ['sol' | 'compact', string];

const t = performance.now();
let outcome: string;
try {
  if (lang === 'sol') {
    const analyzer = createSolidityAnalyzer({ budget });
    const session = createAnalysisSession({ analyzerFor: () => ({ id: 'solidity', analyzer }) });
    const model = await session.load([
      { path: 'src/Good.sol', content: goodSolidity },
      { path: `src/${name}.sol`, content: deepSolidity[name as keyof typeof deepSolidity] },
    ]);
    const refused = model.rejectedFiles?.[0];
    outcome = `${model.functions.length} functions analysed${refused ? `; refused: ${refused.message}` : ''}`;
  } else {
    const model = buildContractModel(deepCompact[name as keyof typeof deepCompact], `${name}.compact`, budget);
    outcome = `${model.circuits.length} circuits analysed`;
  }
} catch (e) {
  const err = e as { code?: string; name?: string; message?: string };
  outcome = `${err.code ?? err.name}: ${String(err.message).slice(0, 100)}`;
}
process.stdout.write(`${JSON.stringify({ ms: Math.round(performance.now() - t), outcome })}\n`);
