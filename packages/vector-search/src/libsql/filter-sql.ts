import { AppError } from '@sextant/core-engine';

type Filter = Record<string, string | number | boolean>;

/** Turns an exact-match metadata filter into a SQL condition on the JSON `meta` column. */
export function filterSql(filter: Filter | undefined, column = 'meta'): { sql: string; args: (string | number)[] } {
  const entries = Object.entries(filter ?? {});
  if (entries.length === 0) return { sql: '1', args: [] };
  const parts: string[] = [];
  const args: (string | number)[] = [];
  for (const [key, value] of entries) {
    if (!/^[A-Za-z_][\w]*$/.test(key)) {
      throw new AppError('INVALID_INPUT', `Invalid metadata filter key "${key}".`, {
        hint: 'Filter keys are identifiers such as path, language or symbol.',
      });
    }
    parts.push(`json_extract(${column}, '$.${key}') = ?`);
    args.push(typeof value === 'boolean' ? (value ? 1 : 0) : value);
  }
  return { sql: parts.join(' AND '), args };
}
