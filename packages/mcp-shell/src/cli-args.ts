import { AppError } from '@sextant/core-engine';
import type { z } from 'zod';
import type { AnyTool } from './define.js';
import { inputSchemaOf } from './call-tool.js';

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'other';

/** The base kind of a zod field, looking through optional/default/nullable wrappers. */
function kindOf(schema: z.ZodType): { kind: Kind; element?: Kind } {
  let s = schema as unknown as { def: { type: string; innerType?: unknown; element?: unknown; values?: unknown[] } };
  while (['optional', 'default', 'nullable', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(s.def.type))
    s = s.def.innerType as typeof s;
  const t = s.def.type;
  if (t === 'array') return { kind: 'array', element: kindOf(s.def.element as z.ZodType).kind };
  if (t === 'string' || t === 'enum' || t === 'literal') return { kind: 'string' };
  if (t === 'number' || t === 'int' || t === 'bigint') return { kind: 'number' };
  if (t === 'boolean') return { kind: 'boolean' };
  if (t === 'object' || t === 'record') return { kind: 'object' };
  return { kind: 'other' };
}

const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const bad = (message: string, tool: AnyTool) =>
  new AppError('INVALID_INPUT', message, {
    type: 'input_error',
    hint: `Run with --help to see the flags of ${tool.name}.`,
  });

/** `true`/`false` (and yes/no, 1/0, on/off) as a boolean; undefined for any other word. */
const booleanWord = (w: string): boolean | undefined => {
  const v = w.toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(v)) return true;
  if (['false', 'no', '0', 'off'].includes(v)) return false;
  return undefined;
};

function coerce(raw: string, kind: Kind, flag: string, tool: AnyTool): unknown {
  if (kind === 'number') {
    const n = Number(raw);
    if (raw.trim() === '' || Number.isNaN(n)) throw bad(`--${flag} expects a number, got "${raw}".`, tool);
    return n;
  }
  if (kind === 'boolean') {
    const b = booleanWord(raw);
    if (b === undefined) throw bad(`--${flag} expects true or false, got "${raw}".`, tool);
    return b;
  }
  if (kind === 'object' || kind === 'other') {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let o = target;
  for (const k of keys.slice(0, -1)) o = (o[k] ??= {}) as Record<string, unknown>;
  o[keys[keys.length - 1]!] = value;
}

/**
 * Turns CLI words into tool arguments: `--json '{…}'` first, then `--flag value` / `--flag=value` / `--no-flag`
 * (a boolean flag alone is true, and takes a following `true`/`false`)
 * (kebab-case maps to snake_case or camelCase fields), repeated flags for arrays, positionals per `cli.positional`.
 */
export function parseCliArgs(tool: AnyTool, words: readonly string[]): Record<string, unknown> {
  const shape = inputSchemaOf(tool).shape as Record<string, z.ZodType>;
  const aliases = tool.cli?.flags ?? {};
  const args: Record<string, unknown> = {};
  const positionals: string[] = [];
  const resolveKey = (flag: string) => {
    if (aliases[flag]) return aliases[flag];
    for (const k of [flag, flag.replace(/-/g, '_'), camel(flag)]) if (k in shape) return k;
    throw bad(`Unknown flag --${flag} for ${tool.name}.`, tool);
  };
  const kindAt = (path: string) => {
    const top = shape[path.split('.')[0]!];
    if (!top) return { kind: 'other' as Kind };
    return path.includes('.') ? { kind: 'string' as Kind } : kindOf(top);
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '--json') {
      const raw = words[++i];
      try {
        Object.assign(args, JSON.parse(raw ?? ''));
      } catch {
        throw bad('--json expects a JSON object.', tool);
      }
      continue;
    }
    if (!w.startsWith('--') || w === '--') {
      positionals.push(w);
      continue;
    }
    const [flag, initial] = w.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    let value = initial;
    if (flag.startsWith('no-') && value === undefined) {
      setPath(args, resolveKey(flag.slice(3)), false);
      continue;
    }
    const key = resolveKey(flag);
    const { kind, element } = kindAt(key);
    if (value === undefined) {
      // `--flag` alone is true; `--flag true|false` takes the next word when it is a boolean word.
      if (kind === 'boolean')
        value = i + 1 < words.length && booleanWord(words[i + 1]!) !== undefined ? words[++i] : 'true';
      else if (i + 1 < words.length) value = words[++i];
      else throw bad(`--${flag} needs a value.`, tool);
    }
    if (kind === 'array') {
      const list = (args[key] as unknown[] | undefined) ?? [];
      list.push(coerce(value!, element ?? 'string', flag, tool));
      setPath(args, key, list);
    } else setPath(args, key, coerce(value!, kind, flag, tool));
  }
  const pos = tool.cli?.positional;
  const targets = pos === undefined ? [] : Array.isArray(pos) ? pos : [pos];
  if (positionals.length && !targets.length)
    throw bad(`${tool.name} takes no positional arguments (got "${positionals[0]}").`, tool);
  targets.forEach((field, idx) => {
    const { kind, element } = kindAt(field);
    const last = idx === targets.length - 1;
    const taken = kind === 'array' && last ? positionals.splice(0) : positionals.splice(0, 1);
    if (!taken.length) return;
    setPath(
      args,
      field,
      kind === 'array'
        ? taken.map((t) => coerce(t, element ?? 'string', field, tool))
        : coerce(taken[0]!, kind, field, tool),
    );
  });
  if (positionals.length) throw bad(`Unexpected extra arguments: ${positionals.join(' ')}.`, tool);
  return args;
}

/** One help line per flag of a tool. */
export function describeFlags(tool: AnyTool): string[] {
  const shape = inputSchemaOf(tool).shape as Record<string, z.ZodType>;
  const lines = Object.entries(shape).map(([k, s]) => {
    const { kind, element } = kindOf(s);
    const optional = s.safeParse(undefined).success;
    const desc = (s as unknown as { description?: string }).description ?? '';
    const flag = `--${k.replace(/_/g, '-')}`;
    const form =
      kind === 'boolean'
        ? `${flag}, ${flag} true|false, --no-${flag.slice(2)}`
        : `${flag} <${kind === 'array' ? `${element}… (repeat the flag)` : kind}>`;
    return `    ${form}${optional ? '' : ' (required)'}  ${desc}`;
  });
  for (const [flag, path] of Object.entries(tool.cli?.flags ?? {})) lines.push(`    --${flag} <value>  sets ${path}`);
  const pos = tool.cli?.positional;
  if (pos) lines.unshift(`    positional: ${Array.isArray(pos) ? pos.join(' ') : pos}`);
  return lines;
}
