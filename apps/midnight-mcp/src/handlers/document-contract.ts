import { buildContractModel, qualifiedName, contractStructure } from '@sextant/language-adapters/compact';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/document-contract.js';

/** The handler of documentContract, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, unknown> = async ({ code }, _deps, ctx) => {
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
};
