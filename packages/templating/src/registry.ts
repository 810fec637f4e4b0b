import { createRequire } from 'node:module';
import { AppError } from '@sextant/core-engine';
import type HandlebarsNamespace from 'handlebars';
import { HELPERS } from './helpers.js';
import { resolveValues } from './placeholders.js';
import { BUILTIN_TEMPLATES } from './templates/index.js';
import type { RenderedFile, TemplateDefinition, TemplateValues } from './types.js';
import { checkRelativePath } from './write.js';

/** Options of a template registry. */
export interface TemplateRegistryOptions {
  /** Templates to serve. @default BUILTIN_TEMPLATES */
  templates?: readonly TemplateDefinition[];
}

/** A registry of templates with typed placeholders. */
export interface TemplateRegistry {
  list(filter?: { tag?: string }): TemplateDefinition[];
  get(id: string): TemplateDefinition;
  /** Validates values, then renders every file (paths checked: relative, no `..`). */
  render(id: string, values: Record<string, unknown>): { values: TemplateValues; files: RenderedFile[] };
}

/** Creates a registry; templates compile once, lazily, in an isolated Handlebars environment. */
export function createTemplateRegistry(opts: TemplateRegistryOptions = {}): TemplateRegistry {
  const templates = new Map((opts.templates ?? BUILTIN_TEMPLATES).map((t) => [t.id, t]));
  // Handlebars loads on the first render, not at server start-up.
  let hbs: typeof HandlebarsNamespace | undefined;
  const env = () => {
    if (!hbs) {
      hbs = (createRequire(import.meta.url)('handlebars') as typeof HandlebarsNamespace).create();
      for (const [name, fn] of Object.entries(HELPERS)) hbs.registerHelper(name, fn);
    }
    return hbs;
  };
  const compiled = new Map<string, HandlebarsTemplateDelegate>();
  const compile = (source: string) => {
    let fn = compiled.get(source);
    if (!fn) compiled.set(source, (fn = env().compile(source, { strict: true, noEscape: true })));
    return fn;
  };
  const get = (id: string) => {
    const t = templates.get(id);
    if (!t) {
      throw new AppError('TEMPLATE_NOT_FOUND', `No template "${id}".`, {
        type: 'input_error',
        hint: `Call templating_list_templates; available: ${[...templates.keys()].join(', ')}.`,
      });
    }
    return t;
  };
  return {
    list: (filter = {}) => [...templates.values()].filter((t) => !filter.tag || t.tags.includes(filter.tag)),
    get,
    render(id, input) {
      const template = get(id);
      const values = resolveValues(template, input);
      // Optional placeholders without a default render as empty text (strict mode would reject them).
      const context = Object.fromEntries(template.placeholders.map((p) => [p.name, values[p.name] ?? '']));
      const files = template.files
        .filter((f) => !f.when || context[f.when] === true)
        .map((f) => ({ path: checkRelativePath(compile(f.path)(context)), content: compile(f.content)(context) }));
      return { values, files };
    },
  };
}
