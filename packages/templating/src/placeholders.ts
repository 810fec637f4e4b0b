import { AppError } from '@sextant/core-engine';
import { z } from 'zod';
import type { PlaceholderSpec, TemplateDefinition, TemplateValues } from './types.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function schemaOf(p: PlaceholderSpec): z.ZodType {
  switch (p.type) {
    case 'string':
      return z.string().max(10_000);
    case 'identifier':
      return z.string().regex(IDENTIFIER, 'must be an identifier: a letter or _, then letters, digits or _');
    case 'integer': {
      let s = z.number().int();
      if (p.min !== undefined) s = s.min(p.min);
      if (p.max !== undefined) s = s.max(p.max);
      return z.union([
        s,
        z
          .string()
          .regex(/^-?\d+$/)
          .transform(Number)
          .pipe(s),
      ]);
    }
    case 'boolean':
      return z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
    case 'enum':
      return z.enum(p.values as [string, ...string[]]);
    case 'list':
      return z.union([
        z.array(z.string().regex(IDENTIFIER)),
        z
          .string()
          .transform((v) =>
            v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          )
          .pipe(z.array(z.string().regex(IDENTIFIER))),
      ]);
  }
}

/** Checks values against the template's typed placeholders, applies defaults, and reports every problem at once. */
export function resolveValues(template: TemplateDefinition, input: Record<string, unknown>): TemplateValues {
  const problems: { placeholder: string; problem: string; expected: string }[] = [];
  const values: TemplateValues = {};
  const known = new Set(template.placeholders.map((p) => p.name));
  for (const name of Object.keys(input)) {
    if (!known.has(name))
      problems.push({ placeholder: name, problem: 'unknown placeholder', expected: [...known].join(', ') });
  }
  for (const p of template.placeholders) {
    const raw = input[p.name];
    const expected = p.type === 'enum' ? `one of ${p.values?.join(', ')}` : p.type;
    if (raw === undefined || raw === null || raw === '') {
      if (p.default !== undefined) values[p.name] = p.default;
      else if (p.required !== false) problems.push({ placeholder: p.name, problem: 'missing', expected });
      continue;
    }
    const parsed = schemaOf(p).safeParse(raw);
    if (parsed.success) values[p.name] = parsed.data as TemplateValues[string];
    else problems.push({ placeholder: p.name, problem: parsed.error.issues[0]?.message ?? 'invalid', expected });
  }
  if (problems.length) {
    throw new AppError(
      'INVALID_PARAMS',
      `Template "${template.id}": ${problems.map((p) => `${p.placeholder} ${p.problem}`).join('; ')}.`,
      {
        type: 'input_error',
        hint: 'Call templating_list_templates to see each placeholder, its type and default.',
        details: { problems },
      },
    );
  }
  return values;
}
