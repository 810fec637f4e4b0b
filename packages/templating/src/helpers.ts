import type { HelperDelegate } from 'handlebars';

const words = (s: string) =>
  String(s)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);

/** Case helpers templates use for file names and identifiers. */
export const HELPERS: Record<string, HelperDelegate> = {
  pascalCase: (s: string) =>
    words(s)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(''),
  camelCase: (s: string) =>
    words(s)
      .map((w, i) => (i === 0 ? w[0]!.toLowerCase() + w.slice(1) : w[0]!.toUpperCase() + w.slice(1)))
      .join(''),
  kebabCase: (s: string) =>
    words(s)
      .map((w) => w.toLowerCase())
      .join('-'),
  snakeCase: (s: string) =>
    words(s)
      .map((w) => w.toLowerCase())
      .join('_'),
  json: (v: unknown) => JSON.stringify(v),
};
