import type { VocabFile, VocabTable } from '../indexing/search/code-vocab.js';
import { queryTerms, tokenizeCode } from '../retrieval/tokenize.js';

/** One documented function as terms: the words of its comment, the terms of its code. */
export interface TermPair {
  words: readonly string[];
  code: readonly string[];
}

// Syntax every function has: it carries no meaning, and it would soak up probability mass.
const SYNTAX = new Set(
  tokenizeCode(
    'function return var const let this if else for while new typeof undefined null true false throw try catch ' +
      'break case switch default export import async await in of instanceof void prototype module exports require ' +
      'continue do yield static class extends super',
  ),
);

/** The terms of a docstring/code pair as the index and the query planner spell them (stemmed, canonical). */
export function termPair(doc: string, code: string, limits = { words: 30, code: 80 }): TermPair {
  const words = queryTerms(doc)
    .filter((t) => t.length > 1 && !/^\d+$/.test(t))
    .slice(0, limits.words);
  const seen = new Set<string>();
  for (const t of tokenizeCode(code)) {
    if (seen.size >= limits.code) break;
    if (t.length > 1 && !/^\d/.test(t) && !SYNTAX.has(t)) seen.add(t);
  }
  return { words, code: [...seen] };
}

export interface TrainOptions {
  /** EM iterations. @default 5 */
  iterations?: number;
  /** Words and code terms seen in fewer pairs are left out. @default 3 */
  minCount?: number;
  /** Translations kept per word. @default 10 */
  keep?: number;
  /** Translations below this probability are dropped. @default 0.02 */
  floor?: number;
}

const NULL_WORD = 0;

/**
 * IBM Model 1 (Brown et al. 1993) from comment words to code terms: t(code | word), learned by EM over
 * docstring/code pairs, with a NULL word that takes the code terms no word explains. Deterministic:
 * the same pairs in the same order give the same table.
 */
export function trainModel1(pairs: readonly TermPair[], opts: TrainOptions = {}): VocabTable {
  const { iterations = 5, minCount = 3, keep = 10, floor = 0.02 } = opts;
  const wordCount = new Map<string, number>();
  const codeCount = new Map<string, number>();
  for (const p of pairs) {
    for (const w of new Set(p.words)) wordCount.set(w, (wordCount.get(w) ?? 0) + 1);
    for (const c of new Set(p.code)) codeCount.set(c, (codeCount.get(c) ?? 0) + 1);
  }
  const wordIds = new Map<string, number>();
  const words = ['\0null'];
  for (const [w, n] of wordCount) if (n >= minCount) wordIds.set(w, words.push(w) - 1);
  const codeIds = new Map<string, number>();
  const codes: string[] = [];
  for (const [c, n] of codeCount) if (n >= minCount) codeIds.set(c, codes.push(c) - 1);

  // Each pair as (word ids, code ids) and, for every (word, code) cell, a slot in one probability array.
  const slotOf = new Map<number, number>();
  const slotWord: number[] = [];
  const slotCode: number[] = [];
  const cells: { w: number[]; c: number[]; slots: Int32Array }[] = [];
  for (const p of pairs) {
    const w = [NULL_WORD, ...[...new Set(p.words)].flatMap((x) => wordIds.get(x) ?? [])];
    const c = [...new Set(p.code)].flatMap((x) => codeIds.get(x) ?? []);
    if (w.length < 2 || c.length === 0) continue;
    const slots = new Int32Array(w.length * c.length);
    c.forEach((ci, j) =>
      w.forEach((wi, i) => {
        const key = wi * codes.length + ci;
        let s = slotOf.get(key);
        if (s === undefined) {
          s = slotWord.push(wi) - 1;
          slotCode.push(ci);
          slotOf.set(key, s);
        }
        slots[j * w.length + i] = s;
      }),
    );
    cells.push({ w, c, slots });
  }
  slotOf.clear();

  let t = new Float64Array(slotWord.length).fill(1);
  for (let it = 0; it < iterations; it++) {
    const count = new Float64Array(t.length);
    const total = new Float64Array(words.length);
    for (const { w, c, slots } of cells) {
      for (let j = 0; j < c.length; j++) {
        let z = 0;
        for (let i = 0; i < w.length; i++) z += t[slots[j * w.length + i]!]!;
        for (let i = 0; i < w.length; i++) {
          const s = slots[j * w.length + i]!;
          const share = t[s]! / z;
          count[s]! += share;
          total[w[i]!]! += share;
        }
      }
    }
    for (let s = 0; s < count.length; s++) count[s] = count[s]! / total[slotWord[s]!]!;
    t = count;
  }

  const byWord = new Map<number, [string, number][]>();
  for (let s = 0; s < t.length; s++) {
    const w = slotWord[s]!;
    if (w === NULL_WORD || t[s]! < floor) continue;
    const list = byWord.get(w) ?? [];
    list.push([codes[slotCode[s]!]!, t[s]!]);
    byWord.set(w, list);
  }
  const table: VocabTable = new Map();
  for (const w of [...byWord.keys()].sort((a, b) => (words[a]! < words[b]! ? -1 : 1))) {
    const list = byWord
      .get(w)!
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, keep)
      .map(([c, p]) => [c, Math.round(p * 1000) / 1000] as const);
    table.set(words[w]!, list);
  }
  return table;
}

/** The table as the model file's JSON (keys sorted, so equal tables give equal files). */
export function encodeVocab(table: VocabTable, meta: Omit<VocabFile, 'words'>): string {
  const words: Record<string, string> = {};
  for (const w of [...table.keys()].sort())
    words[w] = table
      .get(w)!
      .flatMap(([c, p]) => [c, String(p)])
      .join(' ');
  return `${JSON.stringify({ ...meta, words })}\n`;
}
