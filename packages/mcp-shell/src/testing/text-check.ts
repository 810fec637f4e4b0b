import { isDeepStrictEqual } from 'node:util';
import { decodeText } from '@sextant/toon-output';
import type { z } from 'zod';
import type { AnyTool } from '../define.js';

/** A tool result as the SDK clients return it. */
interface ResultLike {
  isError?: boolean;
  structuredContent?: unknown;
  content?: unknown;
}

const textOf = (r: ResultLike) =>
  (Array.isArray(r.content) ? r.content : [])
    .filter((c): c is { type: 'text'; text: string } => (c as { type?: string }).type === 'text')
    .map((c) => c.text)
    .join('\n');

/** The text a model reads, read back as data: compact JSON when it is JSON, else TOON (`decodeText`). */
export const decodeResultText = (text: string): unknown => decodeText(text);

const fail = (tool: string, why: string, text: string): never => {
  throw new Error(`${tool}: the text the model reads ${why}.\n--- text ---\n${text.slice(0, 2000)}`);
};

/**
 * Checks one successful result the way the model will read it: its text must decode (compact JSON, or TOON with
 * the standard decoder) to the result's data, and, when the tool is known, that data must match the tool's output
 * schema. With `structuredContent` (the structured mode) the decoded text must equal it exactly; without it the
 * decoded text is the only data there is, and it alone must match the schema.
 */
export function checkResultText(name: string, result: unknown, tool?: AnyTool): void {
  const r = result as ResultLike;
  if (r.isError || (r as { resultType?: string }).resultType === 'input_required') return;
  const text = textOf(r);
  let decoded: unknown;
  try {
    decoded = decodeResultText(text);
  } catch (err) {
    fail(name, `does not decode (${(err as Error).message})`, text);
  }
  const data = r.structuredContent;
  if (data !== undefined && !isDeepStrictEqual(decoded, data)) {
    fail(name, 'decodes to other data than its structuredContent', text);
  }
  if (tool) {
    const checked = (tool.output as z.ZodObject).safeParse(decoded);
    if (!checked.success) {
      const issues = checked.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      fail(name, `does not match the output schema (${issues.join('; ')})`, text);
    }
  }
}

/** Wraps a client's `callTool` so every result is checked by {@link checkResultText}. */
export function checkingCallTool<C extends { callTool: (...args: never[]) => Promise<unknown> }>(
  client: C,
  tools?: readonly AnyTool[],
): C {
  const call = client.callTool.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const byName = new Map((tools ?? []).map((t) => [t.name, t]));
  (client as { callTool: unknown }).callTool = async (...args: unknown[]) => {
    const name = String((args[0] as { name?: unknown } | undefined)?.name);
    const result = await call(...args);
    checkResultText(name, result, byName.get(name));
    return result;
  };
  return client;
}
