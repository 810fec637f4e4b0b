import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { codeLimits, sourceInput, readOnly } from './shared.js';

export const input = z.object({
  ...sourceInput,
  circuit: z.string().optional().describe('Circuit name (Module.name inside modules); default: the first circuit'),
});

export const output = z.object({
  name: z.string(),
  signature: z.string(),
  line: z.number(),
  endLine: z.number(),
  exported: z.boolean(),
  entrypoint: z.boolean(),
  pure: z.boolean(),
  summary: z.string(),
  ledgerReads: z.array(z.string()),
  ledgerWrites: z.array(z.string()),
  witnesses: z.array(z.string()),
  calls: z.array(z.string()),
  asserts: z.array(z.object({ line: z.number(), message: z.string().nullable() })),
  disclosures: z.number(),
  privacyNotes: z.array(z.string()),
  otherCircuits: z.array(z.string()),
});

export const explainCircuit = defineTool({
  name: 'midnight-explain-circuit',
  title: 'Explain a circuit',
  description:
    'Explains one Compact circuit in plain words: inputs, checks, ledger reads and writes, witnesses, disclosures and privacy notes.',
  annotations: readOnly,
  input,
  output,
  limits: codeLimits,
  cli: { positional: 'path' },
  load: () => import('../handlers/explain-circuit.js'),
});
