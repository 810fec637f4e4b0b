import { buildContractModel, securityChecks } from '@sextant/language-adapters/compact';
import { COMPACT_RULES, extractCode } from '../sampled-code.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/generate-contract.js';

/** The handler of generateContract, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, unknown> = async (
  { description, maxAttempts },
  _deps,
  ctx,
) => {
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
};
