import { synonymsOf } from './synonyms.js';
import { queryTerms, tokenizeCode } from './tokenize.js';

/** What lexical search looks for: the query's terms, their synonyms and the compounds its words may form. */
export interface QueryPlan {
  /** Content terms, as `queryTerms` gives them. */
  terms: string[];
  /** Synonyms per term (index terms), for matching at a lower weight. */
  synonyms: Map<string, readonly string[]>;
  /**
   * Adjacent query words written as one identifier (`is instance` -> the term of `isinstance`), stop words
   * included; a store keeps the ones its index holds.
   */
  compounds: string[];
}

/** Plans a lexical query: terms, their synonyms, and candidate compounds of adjacent words. */
export function planQuery(query: string): QueryPlan {
  const terms = queryTerms(query);
  // A Map, not an object: query words like `constructor` must not meet Object.prototype.
  const synonyms = new Map<string, readonly string[]>();
  for (const t of terms) {
    const s = synonymsOf(t).filter((x) => !terms.includes(x));
    if (s.length) synonyms.set(t, s);
  }
  const words = query.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const compounds = new Set<string>();
  for (let i = 0; i + 1 < words.length; i++) {
    const [joined] = tokenizeCode(words[i]! + words[i + 1]!);
    if (joined && !terms.includes(joined)) compounds.add(joined);
  }
  return { terms, synonyms, compounds: [...compounds] };
}
