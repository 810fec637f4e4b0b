// The tokenizer as it was before the single-pass token strings (commit b9ca9a5): an oracle for equivalence
// tests and the "before" side of bench/worker-cpu.ts. Not used by src.
import type { LexicalFields, StoredChunk } from '../../src/ports/vector-store.js';
import { wordTokens } from '../../src/text/tokenize.js';

const WORD_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) WORD_CHAR[c] = /[A-Za-z0-9_$]/.test(String.fromCharCode(c)) ? 1 : 0;
const isWordChar = (c: number) => c < 128 && WORD_CHAR[c] === 1;
const caches = [0, 1, 2, 3].map(() => new Map<string, readonly string[]>());

export function tokenizeCodeV1(text: string, opts: { keepWhole?: boolean; dropStopWords?: boolean } = {}): string[] {
  const keepWhole = opts.keepWhole ?? true;
  const drop = opts.dropStopWords ?? false;
  const cache = caches[(keepWhole ? 1 : 0) + (drop ? 2 : 0)]!;
  const out: string[] = [];
  const n = text.length;
  for (let i = 0; i < n;) {
    if (!isWordChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (++i < n && isWordChar(text.charCodeAt(i)));
    if (i - start > 64) continue;
    const word = text.slice(start, i);
    let tokens = cache.get(word);
    if (tokens === undefined) {
      tokens = wordTokens(word, keepWhole, drop);
      if (cache.size < 200_000) cache.set(word, tokens);
    }
    for (let t = 0; t < tokens.length; t++) out.push(tokens[t]!);
  }
  return out;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** vector-search's lexicalFields as it was. */
export function lexicalFieldsV1(chunk: StoredChunk): LexicalFields {
  const path = str(chunk.metadata.path).replace(/\.[A-Za-z0-9]+$/, '');
  return {
    symbol: tokenizeCodeV1(str(chunk.metadata.symbol)).join(' '),
    path: tokenizeCodeV1(path).join(' '),
    doc: tokenizeCodeV1(str(chunk.metadata.doc)).join(' '),
    body: tokenizeCodeV1(chunk.text).join(' '),
  };
}
