import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { buildContractModel, securityChecks } from '@sextant/language-adapters/compact';
import { COMPACT_RULES, extractCode } from '../sampled-code.js';
import { diagnosticSchema, findingSchema } from './shared.js';

export const generateContract = defineTool({
  name: 'midnight-generate-contract',
  title: 'Generate a contract',
  description:
    "Drafts a Compact contract with the client's model (MCP sampling), parses it, retries with the parse errors, and reports what still fails.",
  annotations: { readOnlyHint: true, openWorldHint: true },
  input: z.object({
    description: z.string().min(10).max(4000).describe('What the contract should do'),
    maxAttempts: z.number().int().min(1).max(3).default(2),
  }),
  output: z.object({
    code: z.string(),
    valid: z.boolean(),
    attempts: z.number(),
    diagnostics: z.array(diagnosticSchema),
    findings: z.array(findingSchema),
    model: z.string(),
  }),
  async handler({ description, maxAttempts }, _deps, ctx) {
    let request = `Write a Compact contract that ${description}`;
    for (let attempt = 1; ; attempt++) {
      const answer = await ctx.sample({
        systemPrompt: COMPACT_RULES,
        messages: [{ role: 'user', text: request }],
        maxTokens: 4000,
      });
      const code = extractCode(answer.text);
      const model = buildContractModel(code);
      const errors = model.parse.diagnostics.filter((d) => d.severity === 'error');
      const declares = model.circuits.length + model.ledgers.length > 0;
      if ((errors.length === 0 && declares) || attempt >= maxAttempts) {
        const valid = errors.length === 0 && declares;
        return {
          code,
          valid,
          attempts: attempt,
          diagnostics: model.parse.diagnostics,
          findings: securityChecks(model),
          model: answer.model,
        };
      }
      const problems = errors.length
        ? errors.map((d) => `line ${d.line}:${d.column} ${d.message}`).join('\n')
        : 'It declares no circuit or ledger field.';
      request = `This Compact draft does not parse:\n${problems}\n\nFix it and answer with the whole contract.\n\n\`\`\`compact\n${code}\n\`\`\``;
      ctx.progress({
        progress: attempt,
        total: maxAttempts,
        message: `retrying after ${errors.length} parse error(s)`,
      });
    }
  },
});
