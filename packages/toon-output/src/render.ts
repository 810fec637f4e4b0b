import { encode } from '@toon-format/toon';

/** Text form of a result: TOON (compact, tabular) or pretty JSON. */
export type OutputFormat = 'toon' | 'json';

export const OUTPUT_FORMATS: readonly OutputFormat[] = ['toon', 'json'];

/** Options of {@link render}. */
export interface RenderOptions {
  /**
   * TOON only: top-level string fields holding several lines (a repository map, a file) print after the other
   * fields as `key:` and the text indented two spaces, instead of one escaped string. For people reading a CLI.
   * @default false
   */
  textBlocks?: boolean;
}

/** Renders any JSON-compatible value in the chosen format; TOON keeps lists of records as tables. */
export function render(data: unknown, format: OutputFormat = 'toon', opts: RenderOptions = {}): string {
  if (format === 'json') return JSON.stringify(data, null, 2);
  if (!opts.textBlocks || !isPlainObject(data)) return encode(tabularize(data));
  const blocks = Object.entries(data).filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[1].includes('\n'),
  );
  if (!blocks.length) return encode(tabularize(data));
  const rest = Object.fromEntries(Object.entries(data).filter(([k]) => !blocks.some(([b]) => b === k)));
  const head = Object.keys(rest).length ? [encode(tabularize(rest))] : [];
  const text = blocks.map(
    ([k, v]) => `${encode({ [k]: '' }).replace(/ ?""$/, '')}\n${v.replace(/\n$/, '').replace(/^/gm, '  ')}`,
  );
  return [...head, ...text].join('\n');
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isPrimitive = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * Reshapes lists of records so TOON can print them as one table: nested objects become dotted
 * columns (`location.line`), lists of primitives become one `;`-joined cell, and rows missing a
 * column get null. Lists whose rows hold lists of records stay as they are (TOON's list form).
 */
export function tabularize(value: unknown): Json {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isPlainObject)) {
      const flat = value.map((row) => flattenRow(row as Record<string, unknown>));
      if (flat.every((r) => r !== undefined)) return uniform(flat as Record<string, Json>[]);
    }
    return value.map(tabularize);
  }
  if (isPlainObject(value)) {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = tabularize(v);
    return out;
  }
  return (value ?? null) as Json;
}

function flattenRow(row: Record<string, unknown>, prefix = '', out: Record<string, Json> = {}) {
  for (const [k, v] of Object.entries(row)) {
    if (v === undefined) continue;
    const key = prefix ? `${prefix}.${k}` : k;
    if (isPrimitive(v)) out[key] = v as Json;
    else if (Array.isArray(v)) {
      if (!v.every(isPrimitive)) return undefined;
      out[key] = v.join(';');
    } else if (isPlainObject(v)) {
      if (flattenRow(v, key, out) === undefined) return undefined;
    } else return undefined;
  }
  return out;
}

function uniform(rows: Record<string, Json>[]): Json {
  const columns: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!columns.includes(k)) columns.push(k);
  return rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null])));
}
