import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { codeLimits, sourceInput, findingSchema, readOnly, structureSchema } from './shared.js';

export const input = z.object({
  ...sourceInput,
  checkSecurity: z.boolean().default(true).describe('Run the security checks'),
});

export const output = z.object({
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
});

export const analyzeContract = defineTool({
  name: 'midnight-analyze-contract',
  title: 'Analyze a Compact contract',
  description:
    'Parses a Compact contract and reports its structure, design patterns and security findings (disclose, witness, assert checks) with locations.',
  annotations: readOnly,
  input,
  output,
  limits: codeLimits,
  cli: { positional: 'path' },
  load: () => import('../handlers/analyze-contract.js'),
});
