import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { codeInput, codeLimits, findingSchema } from './shared.js';

export const input = z.object({
  code: codeInput,
  focus: z.string().max(500).optional().describe('What to look at most, e.g. access control'),
});

export const output = z.object({
  review: z.string(),
  findings: z.array(findingSchema),
  parseErrors: z.number(),
  model: z.string(),
});

export const reviewContract = defineTool({
  name: 'midnight-review-contract',
  title: 'Review a contract',
  description:
    "Reviews a Compact contract with the client's model (MCP sampling), grounded in the parser's structure and security findings.",
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  limits: codeLimits,
  load: () => import('../handlers/review-contract.js'),
});
