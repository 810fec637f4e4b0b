import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { diagnosticSchema, findingSchema } from './shared.js';

export const input = z.object({
  description: z.string().min(10).max(4000).describe('What the contract should do'),
  maxAttempts: z.number().int().min(1).max(3).default(2),
});

export const output = z.object({
  code: z.string(),
  valid: z.boolean(),
  attempts: z.number(),
  diagnostics: z.array(diagnosticSchema),
  findings: z.array(findingSchema),
  model: z.string(),
});

export const generateContract = defineTool({
  name: 'midnight-generate-contract',
  title: 'Generate a contract',
  description:
    "Drafts a Compact contract with the client's model (MCP sampling), parses it, retries with the parse errors, and reports what still fails.",
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/generate-contract.js'),
});
