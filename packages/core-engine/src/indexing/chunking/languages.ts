import type { LanguageAdapter } from '../../ports/language-adapter.js';

/** Looks adapters up by path (language-adapters' registry satisfies this). */
export interface AdapterLookup {
  byPath(path: string): LanguageAdapter | undefined;
}

const TEXT_LANGUAGES: Record<string, string> = {
  md: 'markdown',
  mdx: 'markdown',
  rst: 'rst',
  txt: 'text',
  json: 'json',
  jsonc: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'toml',
  html: 'html',
  css: 'css',
  scss: 'scss',
  sh: 'shell',
  bash: 'shell',
  c: 'c',
  h: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  hpp: 'cpp',
  cs: 'csharp',
  rb: 'ruby',
  php: 'php',
  kt: 'kotlin',
  swift: 'swift',
  scala: 'scala',
  sql: 'sql',
  compact: 'compact',
  vue: 'vue',
  svelte: 'svelte',
  lua: 'lua',
  dart: 'dart',
  ex: 'elixir',
  hs: 'haskell',
  graphql: 'graphql',
  proto: 'protobuf',
};

/** Language id of a path: the adapter's id, a known text language, or `text`. */
export function languageOf(path: string, adapters: AdapterLookup): { id: string; adapter?: LanguageAdapter } {
  const adapter = adapters.byPath(path);
  if (adapter) return { id: adapter.id, adapter };
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (base === 'Dockerfile') return { id: 'dockerfile' };
  if (base === 'Makefile') return { id: 'make' };
  return { id: TEXT_LANGUAGES[ext] ?? 'text' };
}
