import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { codeInput, codeLimits } from './shared.js';

export const input = z.object({ code: codeInput });

export const output = z.object({ documentation: z.string(), undocumented: z.array(z.string()), model: z.string() });

export const documentContract = defineTool({
  name: 'midnight-document-contract',
  title: 'Document a contract',
  description:
    "Writes Markdown documentation for a Compact contract with the client's model (MCP sampling) and lists exported circuits it failed to cover.",
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  limits: codeLimits,
  load: () => import('../handlers/document-contract.js'),
});
