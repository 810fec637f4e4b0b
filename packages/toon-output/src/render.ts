import { decode, encode } from '@toon-format/toon';

/**
 * Text form of a result. `toon`: what a model reads, TOON or compact JSON, whichever is smaller for this answer
 * (see {@link encodeCompact}). `json`: pretty JSON, for people and scripts.
 */
export type OutputFormat = 'toon' | 'json';

export const OUTPUT_FORMATS: readonly OutputFormat[] = ['toon', 'json'];

/** Options of {@link render}. */
export interface RenderOptions {
  /**
   * TOON only: top-level string fields holding several lines (a repository map, a file) print after the other
   * fields as `key:` and the text indented two spaces, instead of one escaped string. For people reading a CLI;
   * the result is always TOON and no longer a standard TOON document.
   * @default false
   */
  textBlocks?: boolean;
}

/** Renders any JSON-compatible value in the chosen format; the `toon` text decodes back to the same data. */
export function render(data: unknown, format: OutputFormat = 'toon', opts: RenderOptions = {}): string {
  if (format === 'json') return JSON.stringify(data, null, 2);
  if (!opts.textBlocks || !isPlainObject(data)) return opts.textBlocks ? encode(data) : encodeCompact(data);
  const blocks = Object.entries(data).filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[1].includes('\n'),
  );
  if (!blocks.length) return encode(data);
  const rest = Object.fromEntries(Object.entries(data).filter(([k]) => !blocks.some(([b]) => b === k)));
  const head = Object.keys(rest).length ? [encode(rest)] : [];
  const text = blocks.map(
    ([k, v]) => `${encode({ [k]: '' }).replace(/ ?""$/, '')}\n${v.replace(/\n$/, '').replace(/^/gm, '  ')}`,
  );
  return [...head, ...text].join('\n');
}

/**
 * The smaller of TOON and compact JSON for this value, by {@link estimateTokens}. Both decode back to the same
 * data (`decode` from `@toon-format/toon`, or `JSON.parse`): TOON wins on uniform lists of flat records (tables),
 * compact JSON where nesting (lists inside rows) makes TOON repeat its keys and indentation.
 */
export function encodeCompact(data: unknown): string {
  const toon = encode(data);
  const json = JSON.stringify(data) ?? 'null';
  return estimateTokens(toon) <= estimateTokens(json) ? toon : json;
}

/** Reads a `toon` text back as data: compact JSON when it parses as JSON, else TOON (the inverse of `render`). */
export function decodeText(text: string): unknown {
  const head = text.trimStart()[0];
  if (head === '{' || head === '[')
    try {
      return JSON.parse(text);
    } catch {
      // A TOON root list (`[2]: a,b`) also starts with a bracket.
    }
  return decode(text);
}

// Words, numbers, whitespace runs and punctuation runs: close to o200k/cl100k counts for both TOON and JSON
// (test/encode-compact.test.ts checks its choices against o200k), at a fraction of a tokenizer's cost. Counted as
// runs of one class (`/[A-Za-z]+|\d+|\s+|[^A-Za-z\d\s]+/g` matches, without a match array each: every search's
// answer is estimated twice).
const LETTER = 1;
const DIGIT = 2;
const SPACE = 3;
const OTHER = 4;

// JavaScript's `\s` past ASCII (U+00A0, U+1680, U+2000-U+200A, U+2028/9, U+202F, U+205F, U+3000, U+FEFF), asked
// of the regex itself: rare in an answer, so the one-character string costs nothing that counts.
const WIDE_SPACE = /\s/;
const wideSpace = (c: number) => WIDE_SPACE.test(String.fromCharCode(c));

const classOf = (c: number): number => {
  if (c < 0x80) {
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)) return LETTER;
    if (c >= 0x30 && c <= 0x39) return DIGIT;
    return c === 0x20 || (c >= 0x09 && c <= 0x0d) ? SPACE : OTHER;
  }
  return wideSpace(c) ? SPACE : OTHER;
};

/** A cheap estimate of a text's tokens, good enough to compare two renderings of the same data. */
export function estimateTokens(text: string): number {
  let n = 0;
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const k = classOf(text.charCodeAt(i));
    if (k !== last) {
      n++;
      last = k;
    }
  }
  return n;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
