// The tokenizer as it was at b9ca9a5 (copied verbatim but for its unused queryTerms, old lexicalFields added at the
// end): the oracle of the equivalence tests and the "before" of apps/repo-index-mcp/bench/worker-cpu.ts. Not used by src.
import type { LexicalFields, StoredChunk } from '../../src/ports/vector-store.js';
import { stemmer } from 'stemmer';

/** Words too common in code and questions to carry meaning for ranking. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by do does for from get how i if in into is it its of on or the this that to use ' +
    'using was what when where which with without can my me we you your not no new via'
  ).split(' '),
);

// Programming-language names in a question ("… in python") name the setting, not the code.
const QUERY_ONLY_STOP_WORDS = new Set(
  'python py javascript js typescript ts java golang go rust rs solidity sol code function method'.split(' '),
);

// Common code abbreviations, mapped to one canonical word on both sides (index and query).
const CANONICAL = new Map<string, string>(
  Object.entries({
    str: 'string',
    dict: 'dictionary',
    len: 'length',
    num: 'number',
    nums: 'number',
    arr: 'array',
    dir: 'directory',
    dirs: 'directory',
    idx: 'index',
    int: 'integer',
    bool: 'boolean',
    char: 'character',
    chr: 'character',
    param: 'parameter',
    params: 'parameter',
    arg: 'argument',
    args: 'argument',
    val: 'value',
    vals: 'value',
    obj: 'object',
    msg: 'message',
    cfg: 'config',
    conf: 'config',
    tmp: 'temp',
    img: 'image',
    prev: 'previous',
    cur: 'current',
    curr: 'current',
    max: 'maximum',
    min: 'minimum',
    del: 'delete',
    env: 'environment',
    err: 'error',
    exc: 'exception',
    fn: 'function',
    func: 'function',
    db: 'database',
    lst: 'list',
    cnt: 'count',
    pos: 'position',
    src: 'source',
    dst: 'destination',
    dest: 'destination',
    ptr: 'pointer',
    buf: 'buffer',
    doc: 'document',
    docs: 'document',
    pkg: 'package',
    lib: 'library',
    util: 'utility',
    utils: 'utility',
    req: 'request',
    res: 'response',
    resp: 'response',
    ctx: 'context',
    attr: 'attribute',
    attrs: 'attribute',
    elem: 'element',
    el: 'element',
    fmt: 'format',
    ret: 'return',
    regexp: 'regex',
    re: 'regex',
    dt: 'datetime',
    np: 'numpy',
    pd: 'pandas',
    df: 'dataframe',
    ts: 'timestamp',
    sec: 'second',
    secs: 'second',
    ms: 'millisecond',
  }),
);

const stemCache = new Map<string, string>();
function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = word.length > 3 && !/\d/.test(word) ? stemmer(word) : word;
    if (stemCache.size < 200_000) stemCache.set(word, s);
  }
  return s;
}

/** Splits one identifier into its camelCase / snake_case / digit parts. */
function splitIdentifier(word: string): string[] {
  return word
    .split(/[_$]+/)
    .flatMap((p) => p.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])/))
    .filter((p) => p.length > 0);
}

interface TokenizeOptions {
  /** Drop stop words (queries). @default false */
  dropStopWords?: boolean;
  /** Keep the whole identifier next to its parts (`getusername get user name`). @default true */
  keepWhole?: boolean;
}

/** Tokens of one word (a run of `[A-Za-z0-9_$]`, at most 64 characters long). */
function wordTokens(word: string, keepWhole: boolean, drop: boolean): string[] {
  const out: string[] = [];
  // Fast path: a plain lowercase word (most of any text) needs no splitting.
  const parts = /^[a-z]+$/.test(word) ? [word] : splitIdentifier(word);
  if (keepWhole && parts.length > 1) out.push(stem(parts.join('').toLowerCase()));
  for (const part of parts) {
    const lower = part.toLowerCase();
    if (drop && (STOP_WORDS.has(lower) || QUERY_ONLY_STOP_WORDS.has(lower))) continue;
    out.push(stem(CANONICAL.get(lower) ?? lower));
  }
  return out;
}

// Word characters of `[A-Za-z0-9_$]`, by char code: a scan without regex match objects.
const WORD_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) WORD_CHAR[c] = /[A-Za-z0-9_$]/.test(String.fromCharCode(c)) ? 1 : 0;
const isWordChar = (c: number) => c < 128 && WORD_CHAR[c] === 1;

// Tokens per distinct word and option set: code repeats the same few thousand words over and over.
const WORD_CACHE_LIMIT = 200_000;
const wordCaches = [0, 1, 2, 3].map(() => new Map<string, readonly string[]>());

/**
 * Code-aware tokenizer: identifiers are split on camelCase, snake_case and digits, lowercased and
 * Porter-stemmed. The whole identifier is kept too, so an exact symbol name still matches best.
 */
function tokenizeCode(text: string, opts: TokenizeOptions = {}): string[] {
  const keepWhole = opts.keepWhole ?? true;
  const drop = opts.dropStopWords ?? false;
  const cache = wordCaches[(keepWhole ? 1 : 0) + (drop ? 2 : 0)]!;
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
      if (cache.size < WORD_CACHE_LIMIT) cache.set(word, tokens);
    }
    for (let t = 0; t < tokens.length; t++) out.push(tokens[t]!);
  }
  return out;
}

export { splitIdentifier as splitIdentifierV1, tokenizeCode as tokenizeCodeV1 };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** vector-search's lexicalFields as it was. */
export function lexicalFieldsV1(chunk: StoredChunk): LexicalFields {
  const path = str(chunk.metadata.path).replace(/\.[A-Za-z0-9]+$/, '');
  return {
    symbol: tokenizeCode(str(chunk.metadata.symbol)).join(' '),
    path: tokenizeCode(path).join(' '),
    doc: tokenizeCode(str(chunk.metadata.doc)).join(' '),
    body: tokenizeCode(chunk.text).join(' '),
  };
}
