import type { Cursor } from './cursor.js';
import type { CompactToken } from './tokenizer.js';
import type { CompactGenericParam, CompactParam } from './types.js';

/** Parses an optional `<#n, T>` generic parameter list at the cursor. */
export function parseGenericParams(c: Cursor): CompactGenericParam[] {
  if (!c.accept('<')) return [];
  const params: CompactGenericParam[] = [];
  while (c.peek() && !c.is('>')) {
    const isSize = Boolean(c.accept('#'));
    const name = c.expectIdent('in generic parameters');
    if (!name) break;
    params.push({ name: name.text, isSize });
    if (!c.accept(',')) break;
  }
  c.expect('>', 'to close the generic parameters');
  return params;
}

/** Parses `<arg, …>` generic arguments (sizes or types) as written. */
export function parseGenericArgs(c: Cursor): string[] {
  if (!c.accept('<')) return [];
  const args: string[] = [];
  while (c.peek() && !c.is('>')) {
    const arg = c.readUntil([',', '>', ';'], true);
    if (arg.length === 0) break;
    args.push(c.text(arg));
    if (!c.accept(',')) break;
  }
  c.expect('>', 'to close the generic arguments');
  return args;
}

/** Parses `(p: T, …)` at the cursor; returns undefined when there is no `(`. */
export function parseParams(c: Cursor, context: string): CompactParam[] | undefined {
  if (!c.expect('(', `to open the parameters of ${context}`)) return undefined;
  const params: CompactParam[] = [];
  while (c.peek() && !c.is(')')) {
    // A `{ a, b }: T` struct pattern opens with a brace; any other `{` ends a broken list.
    const from = c.index;
    if (c.is('{')) c.skipBalanced();
    c.readUntil([',', ')', ';', '{'], true);
    const item = c.tokens.slice(from, c.index);
    if (item.length > 0) params.push(splitTyped(c, item, `parameter of ${context}`));
    if (!c.accept(',')) break;
  }
  c.expect(')', `to close the parameters of ${context}`);
  return params;
}

/** Parses `: Type` up to one of `stops`; reports a missing type and returns ''. */
export function parseTypeAnnotation(c: Cursor, stops: readonly string[], context: string): string {
  if (!c.expect(':', `before the type of ${context}`)) return '';
  const type = c.readUntil(stops, true);
  if (type.length === 0) c.report(c.peek(), `Missing type for ${context}.`);
  return c.text(type);
}

/** Splits `pattern: Type` tokens at the first `:` outside brackets. */
export function splitTyped(c: Cursor, item: readonly CompactToken[], context: string): CompactParam {
  let depth = 0;
  for (let k = 0; k < item.length; k++) {
    const t = item[k] as CompactToken;
    if (t.kind !== 'punct') continue;
    if ('([{'.includes(t.text)) depth++;
    else if (')]}'.includes(t.text)) depth--;
    else if (t.text === ':' && depth === 0) {
      const type = item.slice(k + 1);
      if (type.length === 0) c.report(t, `Missing type for ${context}.`);
      if (k === 0) c.report(t, `Missing name before ":" in ${context}.`);
      return { name: c.text(item.slice(0, k)), type: c.text(type) };
    }
  }
  c.report(item[0], `Missing ": Type" for ${context} "${c.text(item)}".`);
  return { name: c.text(item), type: '' };
}
