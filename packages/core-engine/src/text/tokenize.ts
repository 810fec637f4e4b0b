import { stemmer } from 'stemmer';

/** Words too common in code and questions to carry meaning for ranking. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by do does for from get how i if in into is it its of on or the this that to use ' +
    'using was what when where which with without can my me we you your not no new via'
  ).split(' '),
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
export function splitIdentifier(word: string): string[] {
  return word
    .split(/[_$]+/)
    .flatMap((p) => p.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])/))
    .filter((p) => p.length > 0);
}

export interface TokenizeOptions {
  /** Drop stop words (queries). @default false */
  dropStopWords?: boolean;
  /** Keep the whole identifier next to its parts (`getusername get user name`). @default true */
  keepWhole?: boolean;
}

/**
 * Code-aware tokenizer: identifiers are split on camelCase, snake_case and digits, lowercased and
 * Porter-stemmed. The whole identifier is kept too, so an exact symbol name still matches best.
 */
export function tokenizeCode(text: string, opts: TokenizeOptions = {}): string[] {
  const keepWhole = opts.keepWhole ?? true;
  const out: string[] = [];
  for (const match of text.matchAll(/[A-Za-z0-9_$]+/g)) {
    const word = match[0];
    if (word.length > 64) continue;
    const parts = splitIdentifier(word);
    if (keepWhole && parts.length > 1) out.push(word.toLowerCase().replace(/[$]/g, ''));
    for (const part of parts) {
      const lower = part.toLowerCase();
      if (opts.dropStopWords && STOP_WORDS.has(lower)) continue;
      out.push(stem(lower));
    }
  }
  return out;
}

/** Query terms: tokenized, stop words dropped, deduplicated in order. */
export function queryTerms(query: string): string[] {
  const terms = tokenizeCode(query, { dropStopWords: true });
  const unique = [...new Set(terms)];
  return unique.length > 0 ? unique : [...new Set(tokenizeCode(query))];
}
