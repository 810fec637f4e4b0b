import { AppError } from '@sextant/core-engine';

/** Per-field overrides, keyed by the field's name (`content`) or its dotted path without indices (`files.content`). */
export interface FieldLimits {
  maxStringLength?: number;
  maxArrayLength?: number;
}

/** Limits for tool arguments. */
export interface InputLimits {
  /** @default 10000 */
  maxStringLength?: number;
  /** @default 100 */
  maxArrayLength?: number;
  /** Nesting depth of objects and arrays. @default 12 */
  maxDepth?: number;
  /** Size of the whole payload as JSON, in bytes. @default 5_000_000 */
  maxTotalBytes?: number;
  fields?: Record<string, FieldLimits>;
}

export const DEFAULT_INPUT_LIMITS = {
  maxStringLength: 10_000,
  maxArrayLength: 100,
  maxDepth: 12,
  maxTotalBytes: 5_000_000,
} as const;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const reject = (field: string, message: string, hint: string, details: Record<string, unknown>) =>
  new AppError('INVALID_INPUT', message, { type: 'input_error', hint, details: { field, ...details } });

/**
 * Checks tool arguments before any handler sees them: prototype keys at any depth, string and array lengths,
 * depth and total size. Throws an INVALID_INPUT AppError naming the field and the limit.
 */
export function guardInput(value: unknown, limits: InputLimits = {}): void {
  const opts = { ...DEFAULT_INPUT_LIMITS, ...limits };
  const fieldLimits = limits.fields ?? {};
  // Depth first, without recursion: JSON.stringify and the walk below recurse, and 100,000 levels overflow the stack.
  checkDepth(value, opts.maxDepth);
  const bytes = Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
  if (bytes > opts.maxTotalBytes) {
    throw reject(
      '(arguments)',
      `Arguments are ${bytes} bytes; the limit is ${opts.maxTotalBytes}.`,
      'Send less data per call, or split it over several calls.',
      {
        limit: opts.maxTotalBytes,
        actual: bytes,
      },
    );
  }

  const walk = (v: unknown, path: string[], depth: number): void => {
    const display = path.length ? path.join('.') : '(arguments)';
    if (depth > opts.maxDepth) {
      throw reject(
        display,
        `"${display}" is nested ${depth} levels deep; the limit is ${opts.maxDepth}.`,
        'Flatten the value.',
        {
          limit: opts.maxDepth,
        },
      );
    }
    const own = pick(fieldLimits, path);
    if (typeof v === 'string') {
      const max = own.maxStringLength ?? opts.maxStringLength;
      if (v.length > max) {
        throw reject(
          display,
          `"${display}" is ${v.length} characters long; the limit is ${max}.`,
          `Shorten "${display}" to at most ${max} characters.`,
          {
            limit: max,
            actual: v.length,
          },
        );
      }
      return;
    }
    if (Array.isArray(v)) {
      const max = own.maxArrayLength ?? opts.maxArrayLength;
      if (v.length > max) {
        throw reject(
          display,
          `"${display}" has ${v.length} items; the limit is ${max}.`,
          `Send at most ${max} items per call.`,
          {
            limit: max,
            actual: v.length,
          },
        );
      }
      v.forEach((item) => walk(item, path, depth + 1));
      return;
    }
    if (v !== null && typeof v === 'object') {
      // A JSON `__proto__` key that a parser assigned instead of defining leaves no key, only a foreign prototype.
      const proto: unknown = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) {
        const at = [...path, '__proto__'].join('.');
        throw reject(
          at,
          `The key "__proto__" is not allowed (at "${at}").`,
          'Remove __proto__, constructor and prototype keys from the arguments.',
          {
            key: '__proto__',
          },
        );
      }
      for (const key of Object.keys(v)) {
        if (FORBIDDEN_KEYS.has(key)) {
          const at = [...path, key].join('.');
          throw reject(
            at,
            `The key "${key}" is not allowed (at "${at}").`,
            'Remove __proto__, constructor and prototype keys from the arguments.',
            {
              key,
            },
          );
        }
        walk((v as Record<string, unknown>)[key], [...path, key], depth + 1);
      }
    }
  };
  walk(value, [], 0);
}

function pick(fields: Record<string, FieldLimits>, path: string[]): FieldLimits {
  if (path.length === 0) return {};
  return fields[path.join('.')] ?? fields[path[path.length - 1]!] ?? {};
}

/** Throws INVALID_INPUT when `value` nests deeper than `maxDepth`; iterative, so any depth is safe to check. */
function checkDepth(value: unknown, maxDepth: number): void {
  const stack: { v: unknown; depth: number; path: string[] }[] = [{ v: value, depth: 0, path: [] }];
  const seen = new Set<object>();
  while (stack.length) {
    const { v, depth, path } = stack.pop()!;
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    const children: [string[], unknown][] = Array.isArray(v)
      ? v.map((c): [string[], unknown] => [path, c])
      : Object.entries(v).map(([k, c]): [string[], unknown] => [[...path, k], c]);
    for (const [p, c] of children) {
      if (c === null || typeof c !== 'object') continue;
      if (depth + 1 > maxDepth) {
        const display = p.length ? p.join('.') : '(arguments)';
        throw reject(display, `"${display}" is nested more than ${maxDepth} levels deep.`, 'Flatten the value.', {
          limit: maxDepth,
        });
      }
      stack.push({ v: c, depth: depth + 1, path: p });
    }
  }
}
