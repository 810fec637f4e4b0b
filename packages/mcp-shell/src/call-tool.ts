import type { Logger } from '@sextant/core-engine';
import { AppError } from '@sextant/core-engine';
import type { OutputFormat } from '@sextant/toon-output';
import type { z } from 'zod';
import type { AnyTool, ToolContext } from './define.js';
import { formatField, pickFormat } from './format.js';
import { implementationOf } from './implementation.js';
import { inputGuard, toonOutput } from './lazy-modules.js';
import { redactDeep } from './redact.js';
import { renderErrorText, toAppError } from './to-tool-error.js';

/** The outcome of one call, before any transport shapes it. */
export type ToolOutcome =
  | { ok: true; data: Record<string, unknown>; text: string; format: OutputFormat }
  | { ok: false; error: AppError; text: string; format: OutputFormat };

const inputSchemas = new WeakMap<AnyTool, z.ZodObject>();

/** The tool's input schema with the shell's `format` field added. */
export function inputSchemaOf(tool: AnyTool): z.ZodObject {
  const cached = inputSchemas.get(tool);
  if (cached) return cached;
  const schema: z.ZodObject = 'format' in tool.input.shape ? tool.input : tool.input.extend({ format: formatField });
  inputSchemas.set(tool, schema);
  return schema;
}

const issuesOf = (error: z.ZodError) =>
  error.issues.slice(0, 10).map((i) => ({ field: i.path.map(String).join('.') || '(arguments)', problem: i.message }));

/**
 * Runs a tool the same way for every surface: input guard, schema validation, handler (its module imported on the
 * first call), output validation, rendering in TOON or JSON, secret redaction. Never throws.
 */
export async function executeTool<D>(
  tool: AnyTool<D>,
  rawArgs: unknown,
  deps: D | PromiseLike<D>,
  ctx: ToolContext,
  defaultFormat: OutputFormat,
  log: Logger,
): Promise<ToolOutcome> {
  const format = pickFormat(rawArgs, defaultFormat);
  try {
    (await inputGuard()).guardInput(rawArgs ?? {}, tool.limits);
    const parsed = inputSchemaOf(tool).safeParse(rawArgs ?? {});
    if (!parsed.success) {
      const issues = issuesOf(parsed.error);
      throw new AppError(
        'INVALID_INPUT',
        `Invalid arguments for ${tool.name}: ${issues.map((i) => `${i.field}: ${i.problem}`).join('; ')}`,
        {
          type: 'input_error',
          hint: `Check the ${tool.name} input schema (tools/list) and fix the fields named above.`,
          details: { issues },
        },
      );
    }
    const { format: _format, ...args } = parsed.data as Record<string, unknown>;
    const { handler } = await implementationOf(tool);
    const result = await handler(('format' in tool.input.shape ? parsed.data : args) as never, await deps, ctx);
    const checked = tool.output.safeParse(result);
    if (!checked.success) {
      log.error('tool output does not match its schema', { tool: tool.name, issues: issuesOf(checked.error) });
      throw new AppError('INTERNAL', `${tool.name} produced a result that does not match its output schema.`, {
        type: 'internal_error',
      });
    }
    const { value: data } = await redactDeep(checked.data as Record<string, unknown>);
    return { ok: true, data, text: (await toonOutput()).render(data, format), format };
  } catch (err) {
    const error = toAppError(err, log);
    return { ok: false, error, text: await renderErrorText(error, format), format };
  }
}
