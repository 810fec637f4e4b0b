import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { buildContractModel, securityChecks } from '@sextant/language-adapters/compact';
import { codeInput, codeLimits, findingSchema } from './shared.js';

export const reviewContract = defineTool({
  name: 'midnight-review-contract',
  title: 'Review a contract',
  description:
    "Reviews a Compact contract with the client's model (MCP sampling), grounded in the parser's structure and security findings.",
  annotations: { readOnlyHint: true, openWorldHint: true },
  input: z.object({
    code: codeInput,
    focus: z.string().max(500).optional().describe('What to look at most, e.g. access control'),
  }),
  output: z.object({
    review: z.string(),
    findings: z.array(findingSchema),
    parseErrors: z.number(),
    model: z.string(),
  }),
  limits: codeLimits,
  async handler({ code, focus }, _deps, ctx) {
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
  },
});
