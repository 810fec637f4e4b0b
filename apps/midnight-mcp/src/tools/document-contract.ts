import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { buildContractModel, qualifiedName, contractStructure } from '@sextant/language-adapters/compact';
import { codeInput, codeLimits } from './shared.js';

export const documentContract = defineTool({
  name: 'midnight-document-contract',
  title: 'Document a contract',
  description:
    "Writes Markdown documentation for a Compact contract with the client's model (MCP sampling) and lists exported circuits it failed to cover.",
  annotations: { readOnlyHint: true, openWorldHint: true },
  input: z.object({ code: codeInput }),
  output: z.object({ documentation: z.string(), undocumented: z.array(z.string()), model: z.string() }),
  limits: codeLimits,
  async handler({ code }, _deps, ctx) {
    const model = buildContractModel(code);
    const outline = contractStructure(model);
    const answer = await ctx.sample({
      systemPrompt:
        'You write concise Markdown reference documentation for Compact contracts: purpose, ledger state, each exported circuit (parameters, effects, checks), witnesses.',
      messages: [
        {
          role: 'user',
          text: `Document this contract. Its exported circuits: ${outline.entrypoints.join(', ') || 'none'}.\n\n\`\`\`compact\n${code}\n\`\`\``,
        },
      ],
      maxTokens: 3000,
    });
    const exported = model.circuits.filter((c) => c.entry).map((c) => qualifiedName(c.decl));
    const undocumented = exported.filter((name) => !answer.text.includes(name.split('.').pop() as string));
    return { documentation: answer.text, undocumented, model: answer.model };
  },
});
