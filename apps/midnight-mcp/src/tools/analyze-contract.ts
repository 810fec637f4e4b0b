import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import {
  buildContractModel,
  securityChecks,
  contractStructure,
  detectPatterns,
} from '@sextant/language-adapters/compact';
import { analyzeContractReport } from './findings-report.js';
import { loadSource } from './load-source.js';
import { codeLimits, sourceInput, findingSchema, readOnly, structureSchema } from './shared.js';

export const analyzeContract = defineTool({
  name: 'midnight-analyze-contract',
  title: 'Analyze a Compact contract',
  description:
    'Parses a Compact contract and reports its structure, design patterns and security findings (disclose, witness, assert checks) with locations.',
  annotations: readOnly,
  input: z.object({ ...sourceInput, checkSecurity: z.boolean().default(true).describe('Run the security checks') }),
  output: z.object({
    structure: structureSchema,
    patterns: z.array(z.object({ pattern: z.string(), evidence: z.string() })),
    findings: z.array(findingSchema),
    metrics: z.object({
      lines: z.number(),
      circuits: z.number(),
      exportedCircuits: z.number(),
      witnesses: z.number(),
      ledgerFields: z.number(),
      asserts: z.number(),
    }),
  }),
  limits: codeLimits,
  cli: { positional: 'path' },
  report: analyzeContractReport,
  async handler({ checkSecurity, ...source }, _deps, ctx) {
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
  },
});
