import { buildContractModel, securityChecks } from '@sextant/language-adapters/compact';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/review-contract.js';

/** The handler of reviewContract, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, unknown> = async ({ code, focus }, _deps, ctx) => {
  const model = buildContractModel(code);
  const findings = securityChecks(model);
  const facts = findings.length
    ? findings.map((f) => `- [${f.severity}] line ${f.line}: ${f.message}`).join('\n')
    : '- The static checks found nothing.';
  const answer = await ctx.sample({
    systemPrompt:
      'You review Compact (Midnight) smart contracts for privacy, access control and logic errors. Cite line numbers.',
    messages: [
      {
        role: 'user',
        text: `Review this contract${focus ? `, focusing on ${focus}` : ''}. Static checks reported:\n${facts}\n\n\`\`\`compact\n${code}\n\`\`\``,
      },
    ],
    maxTokens: 3000,
  });
  const parseErrors = model.parse.diagnostics.filter((d) => d.severity === 'error').length;
  return { review: answer.text, findings, parseErrors, model: answer.model };
};
