/** The kinds of value a placeholder accepts. */
export type PlaceholderType = 'string' | 'identifier' | 'integer' | 'boolean' | 'enum' | 'list';

/** One typed placeholder of a template. */
export interface PlaceholderSpec {
  name: string;
  type: PlaceholderType;
  description: string;
  /** Required placeholders without a default must be given. @default true */
  required?: boolean;
  default?: string | number | boolean | string[];
  /** Allowed values of an `enum`. */
  values?: readonly string[];
  /** Bounds of an `integer`. */
  min?: number;
  max?: number;
}

/** A file of a template; `path` and `content` are Handlebars templates. */
export interface TemplateFile {
  path: string;
  content: string;
  /** Rendered only when this boolean placeholder is true. */
  when?: string;
}

/** A registered template. */
export interface TemplateDefinition {
  id: string;
  title: string;
  description: string;
  tags: readonly string[];
  placeholders: readonly PlaceholderSpec[];
  files: readonly TemplateFile[];
}

/** A rendered file: a relative path (no `..`, not absolute) and its text. */
export interface RenderedFile {
  path: string;
  content: string;
}

/** Placeholder values after validation and defaults. */
export type TemplateValues = Record<string, string | number | boolean | string[]>;
