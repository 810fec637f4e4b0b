/** Comment syntax per language family. */
type Family = 'c' | 'css' | 'hash' | 'markup' | 'sql' | 'none';

const FAMILY: Record<string, Family> = {
  js: 'c',
  mjs: 'c',
  cjs: 'c',
  jsx: 'c',
  ts: 'c',
  tsx: 'c',
  mts: 'c',
  cts: 'c',
  java: 'c',
  kt: 'c',
  scala: 'c',
  go: 'c',
  rs: 'c',
  c: 'c',
  h: 'c',
  cc: 'c',
  cpp: 'c',
  hpp: 'c',
  cs: 'c',
  swift: 'c',
  dart: 'c',
  php: 'c',
  sol: 'c',
  compact: 'c',
  css: 'css',
  scss: 'c',
  less: 'c',
  py: 'hash',
  rb: 'hash',
  sh: 'hash',
  bash: 'hash',
  zsh: 'hash',
  pl: 'hash',
  r: 'hash',
  toml: 'hash',
  ex: 'hash',
  exs: 'hash',
  yml: 'hash',
  yaml: 'hash',
  dockerfile: 'hash',
  makefile: 'hash',
  html: 'markup',
  htm: 'markup',
  xml: 'markup',
  svg: 'markup',
  vue: 'markup',
  sql: 'sql',
};

/** Files where leading whitespace is syntax: indentation is never touched. */
const INDENT_SENSITIVE = new Set([
  'py',
  'yml',
  'yaml',
  'makefile',
  'mk',
  'haml',
  'pug',
  'coffee',
  'nim',
  'fs',
  'md',
  'mdx',
  'rst',
]);

const extOf = (path: string) => {
  const name = path.split('/').pop()!.toLowerCase();
  if (name === 'dockerfile' || name === 'makefile') return name;
  return name.includes('.') ? name.split('.').pop()! : '';
};

/** Result of {@link minifyContent}. */
export interface MinifyResult {
  text: string;
  /** What was done: `comments+whitespace`, `whitespace`, or `none` (unknown or data formats). */
  strategy: 'comments+whitespace' | 'whitespace' | 'none';
}

/**
 * Language-aware minification: drops comments and blank lines, trims trailing space, and collapses
 * indentation only where it carries no meaning. Strings are respected, so `"http://x"` survives.
 */
export function minifyContent(path: string, text: string): MinifyResult {
  const ext = extOf(path);
  const family = FAMILY[ext] ?? 'none';
  const sensitive = INDENT_SENSITIVE.has(ext);
  if (family === 'none' && !sensitive) return { text, strategy: 'none' };
  const stripped = family === 'none' ? text : stripComments(text, family);
  const lines = stripped
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .filter((l) => l.trim() !== '');
  const out = sensitive ? lines : lines.map((l) => l.trimStart());
  return { text: out.join('\n'), strategy: family === 'none' ? 'whitespace' : 'comments+whitespace' };
}

/** Removes comments outside string literals with a small scanner (no regex over strings). */
function stripComments(src: string, family: Exclude<Family, 'none'>): string {
  if (family === 'markup') return src.replace(/<!--[\s\S]*?-->/g, '');
  // CSS has no line comments (`url(http://x)` must survive).
  const line = family === 'c' ? '//' : family === 'sql' ? '--' : family === 'hash' ? '#' : undefined;
  const block = family === 'hash' ? undefined : ['/*', '*/'];
  let out = '';
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === '"' || ch === "'" || ch === '`') {
      const end = stringEnd(src, i, ch);
      out += src.slice(i, end);
      i = end;
    } else if (line && src.startsWith(line, i) && !(family === 'hash' && i === 0 && src.startsWith('#!'))) {
      while (i < src.length && src[i] !== '\n') i += 1;
    } else if (block && src.startsWith(block[0]!, i)) {
      const end = src.indexOf(block[1]!, i + 2);
      const body = src.slice(i, end === -1 ? src.length : end + 2);
      out += '\n'.repeat((body.match(/\n/g) ?? []).length > 0 ? 1 : 0);
      i = end === -1 ? src.length : end + 2;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

function stringEnd(src: string, start: number, quote: string): number {
  const triple = quote !== '`' && src.startsWith(quote.repeat(3), start);
  const close = triple ? quote.repeat(3) : quote;
  let i = start + close.length;
  while (i < src.length) {
    if (src[i] === '\\') i += 2;
    else if (src.startsWith(close, i)) return i + close.length;
    else if (src[i] === '\n' && !triple && quote !== '`')
      return i; // unterminated: stop at line end
    else i += 1;
  }
  return src.length;
}
