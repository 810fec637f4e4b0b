import type { TokenizeOptions } from './tokenize.js';
import { wordTokens } from './tokenize.js';
import { WORD_CHAR } from './word-chars.js';

const MAX_WORD = 64;
const LIMIT = 200_000;
const SLOTS = 1 << 19; // a power of two over 2x LIMIT: short probe runs

/**
 * Distinct words and their space-joined tokens in an open-addressed table keyed by a hash the scan computes as it
 * reads the characters: a word already seen costs no substring, no string hashing and no token array.
 */
class WordTable {
  readonly hashes = new Int32Array(SLOTS);
  // Filled by push: `new Array(n)` over 100,000 elements would be a slow dictionary-mode array.
  readonly words: (string | undefined)[] = [];
  readonly tokens: string[] = [];
  size = 0;
  constructor(
    readonly keepWhole: boolean,
    readonly drop: boolean,
  ) {
    for (let i = 0; i < SLOTS; i++) {
      this.words.push(undefined);
      this.tokens.push('');
    }
  }

  /** Tokens of `text.slice(start, end)`, whose hash is `h`, joined by spaces ('' when none). */
  get(text: string, start: number, end: number, h: number): string {
    const len = end - start;
    let slot = h & (SLOTS - 1);
    for (;;) {
      const w = this.words[slot];
      if (w === undefined) break;
      if (this.hashes[slot] === h && w.length === len && text.startsWith(w, start)) return this.tokens[slot]!;
      slot = (slot + 1) & (SLOTS - 1);
    }
    const word = text.slice(start, end);
    const joined = wordTokens(word, this.keepWhole, this.drop).join(' ');
    if (this.size < LIMIT) {
      this.size++;
      this.hashes[slot] = h;
      this.words[slot] = word;
      this.tokens[slot] = joined;
    }
    return joined;
  }
}

const tables: (WordTable | undefined)[] = [];
function tableFor(opts: TokenizeOptions): WordTable {
  const keepWhole = opts.keepWhole ?? true;
  const drop = opts.dropStopWords ?? false;
  const key = (keepWhole ? 1 : 0) + (drop ? 2 : 0);
  return (tables[key] ??= new WordTable(keepWhole, drop));
}

/**
 * `tokenizeCode(text, opts).join(' ')`, made in one pass without the token array: what a lexical index stores.
 * Lines never share a word, so the tokens of several lines are theirs joined by spaces.
 */
export function codeTokenString(text: string, opts: TokenizeOptions = {}): string {
  const table = tableFor(opts);
  const parts: string[] = [];
  const n = text.length;
  for (let i = 0; i < n;) {
    let c = text.charCodeAt(i);
    if (c >= 128 || WORD_CHAR[c] === 0) {
      i++;
      continue;
    }
    const start = i;
    let h = 0x811c9dc5 | 0;
    do {
      h = Math.imul(h ^ c, 0x01000193);
      c = ++i < n ? text.charCodeAt(i) : 128;
    } while (c < 128 && WORD_CHAR[c] === 1);
    if (i - start > MAX_WORD) continue;
    const tokens = table.get(text, start, i, h);
    if (tokens.length > 0) parts.push(tokens);
  }
  return parts.join(' ');
}
