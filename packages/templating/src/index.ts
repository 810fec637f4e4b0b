// Public API of @sextant/templating: a registry of Handlebars templates with typed placeholders.
export { createTemplateRegistry } from './registry.js';
export type { TemplateRegistry, TemplateRegistryOptions } from './registry.js';
export { resolveValues } from './placeholders.js';
export { writeRendered, checkRelativePath } from './write.js';
export type { WriteOptions } from './write.js';
export { BUILTIN_TEMPLATES } from './templates/index.js';
export type {
  PlaceholderSpec,
  PlaceholderType,
  RenderedFile,
  TemplateDefinition,
  TemplateFile,
  TemplateValues,
} from './types.js';
