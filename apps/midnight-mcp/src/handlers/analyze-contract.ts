import {
  buildContractModel,
  securityChecks,
  contractStructure,
  detectPatterns,
} from '@sextant/language-adapters/compact';
import { loadSource } from '../tools/load-source.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/analyze-contract.js';

/** The handler of analyzeContract, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, unknown> = async (
  { checkSecurity, ...source },
  _deps,
  ctx,
) => {
  const code = await loadSource(source, ctx);
  const model = buildContractModel(code, source.path);
  return {
    structure: contractStructure(model),
    patterns: detectPatterns(model),
    findings: checkSecurity ? securityChecks(model) : [],
    metrics: {
      lines: code.split('\n').length,
      circuits: model.circuits.length,
      exportedCircuits: model.circuits.filter((c) => c.entry).length,
      witnesses: model.witnesses.length,
      ledgerFields: model.ledgers.length,
      asserts: model.circuits.reduce((n, c) => n + c.facts.asserts.length, 0),
    },
  };
};

/** The findings of analyzeContract (the CLI's SARIF and gate). */
export { analyzeContractReport as report } from '../tools/findings-report.js';
