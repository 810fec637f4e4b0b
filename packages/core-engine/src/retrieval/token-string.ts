import type { TokenizeOptions } from './tokenize.js';
import { wordTokens } from './tokenize.js';
import { WORD_CHAR } from './word-chars.js';

const MAX_WORD = 64;
const LIMIT = 200_000;
const SLOTS = 1 << 19; // a power of two over 2x LIMIT: short probe runs

/**
 * Distinct words and their space-joined tokens, found by a hash the scan computes as it reads the characters: a
 * word already seen costs no substring, no string hashing and no token array. Slots hold hash and id side by side,
 * words and tokens sit in insertion order (the frequent words come early, close together): few cache misses.
 */
class WordTable {
  readonly slots = new Int32Array(SLOTS * 2);
  readonly words: string[] = [];
  readonly tokens: string[] = [];
  constructor(
    readonly keepWhole: boolean,
    readonly drop: boolean,
  ) {}

  /** Tokens of `text.slice(start, end)`, whose hash is `h`, joined by spaces ('' when none). */
  get(text: string, start: number, end: number, h: number): string {
    const len = end - start;
    const mask = SLOTS * 2 - 1;
    let at = (h << 1) & mask;
    for (;;) {
      const id = this.slots[at + 1]!;
      if (id === 0) break;
      if (this.slots[at] === h) {
        const w = this.words[id - 1]!;
        if (w.length === len && text.startsWith(w, start)) return this.tokens[id - 1]!;
      }
      at = (at + 2) & mask;
    }
    const word = text.slice(start, end);
    const joined = wordTokens(word, this.keepWhole, this.drop).join(' ');
    if (this.words.length < LIMIT) {
      this.words.push(word);
      this.tokens.push(joined);
      this.slots[at] = h;
      this.slots[at + 1] = this.words.length;
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

// The scan reads char codes from a typed array the text is copied into (one native write), not from the
// string: `charCodeAt` slows down once it has seen strings of several representations (flat, sliced,
// concatenated, one- and two-byte), which a store's short fields (symbol, path, doc) and chunk texts are.
// Measured over the npm corpus with an index worker's string shapes (symbol, path, doc, body per chunk): 0.67x
// the CPU time warm, 0.77x cold; on strings that are all flat (JSON-parsed, as in bench/worker-cpu.ts) about even.
const KEEP_CODES = 1 << 20;
let codes = new Uint16Array(1 << 14);
let codesBytes = Buffer.from(codes.buffer);

/** `text`'s UTF-16 code units, in a buffer reused across calls (a text longer than KEEP_CODES gets its own). */
function codesOf(text: string): Uint16Array {
  if (text.length > codes.length) {
    const own = new Uint16Array(Math.max(text.length, codes.length * 2));
    if (own.length > KEEP_CODES) {
      Buffer.from(own.buffer).write(text, 'utf16le');
      return own;
    }
    codes = own;
    codesBytes = Buffer.from(codes.buffer);
  }
  codesBytes.write(text, 'utf16le');
  return codes;
}

/**
 * `tokenizeCode(text, opts).join(' ')`, made in one pass without the token array: what a lexical index stores.
 * Lines never share a word, so the tokens of several lines are theirs joined by spaces.
 */
export function codeTokenString(text: string, opts: TokenizeOptions = {}): string {
  const table = tableFor(opts);
  const parts: string[] = [];
  const n = text.length;
  const code = codesOf(text);
  for (let i = 0; i < n;) {
    let c = code[i]!;
    if (c >= 128 || WORD_CHAR[c] === 0) {
      i++;
      continue;
    }
    const start = i;
    let h = 0x811c9dc5 | 0;
    do {
      h = Math.imul(h ^ c, 0x01000193);
      c = ++i < n ? code[i]! : 128;
    } while (c < 128 && WORD_CHAR[c] === 1);
    if (i - start > MAX_WORD) continue;
    const tokens = table.get(text, start, i, h);
    if (tokens.length > 0) parts.push(tokens);
  }
  return parts.join(' ');
}
