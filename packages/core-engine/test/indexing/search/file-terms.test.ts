import { describe, expect, it } from 'vitest';
import { fileTermMatches } from '../../../src/indexing/search/file-terms.js';
import type { SymbolIndex } from '../../../src/indexing/search/symbol-index.js';
import type { SymbolRecord } from '../../../src/indexing/state/types.js';
import { queryTerms, tokenizeCode } from '../../../src/retrieval/tokenize.js';

const record = (refs: Record<string, number>, defs: string[] = []): SymbolRecord => ({
  defs: defs.map((name) => ({ name, kind: 'function', start: 1, end: 2 })),
  refs,
  imports: [],
});
const symbolsOf = (records: Record<string, SymbolRecord>): SymbolIndex => ({
  symbols: [],
  byName: new Map(),
  byPart: new Map(),
  graph: () => {
    throw new Error('the file terms never read the graph');
  },
  records: new Map(Object.entries(records)),
});

describe('file terms', () => {
  const symbols = symbolsOf({
    'src/engine/complete.rs': record({ complete: 6, candidates: 4, shorts: 3, flags: 2 }, ['complete_path']),
    'src/builder/command.rs': record({ command: 40, flags: 12, help: 30, args: 25 }),
    'src/builder/arg.rs': record({ arg: 50, shorts: 1, help: 20 }),
    'README.md': record({ complete: 1, shells: 2 }),
  });

  it('ranks the file whose words (code, comments, definitions) hold more of the question, rarest words first', () => {
    const ranked = fileTermMatches(symbols, queryTerms('prioritize shorts when completing candidates'), 10);
    expect(ranked[0]).toBe('src/engine/complete.rs');
    expect(ranked).toContain('src/builder/arg.rs');
    expect(ranked).not.toContain('src/builder/command.rs');
  });

  it('leaves out files the index no longer holds, and answers nothing for words no file has', () => {
    const live = (p: string) => p !== 'src/engine/complete.rs';
    expect(fileTermMatches(symbols, queryTerms('complete candidates'), 10, live)).toEqual(['README.md']);
    expect(fileTermMatches(symbols, queryTerms('zebra'), 10)).toEqual([]);
  });

  it('fills its k places with files the index holds when the best ones are gone', () => {
    const words = queryTerms('shorts flags help');
    expect(fileTermMatches(symbols, words, 10)).toEqual([
      'src/builder/command.rs',
      'src/engine/complete.rs',
      'src/builder/arg.rs',
    ]);
    const live = (p: string) => p !== 'src/builder/command.rs';
    expect(fileTermMatches(symbols, words, 1, live)).toEqual(['src/engine/complete.rs']);
    expect(fileTermMatches(symbols, words, 2, (p) => p !== 'src/engine/complete.rs')).toEqual([
      'src/builder/command.rs',
      'src/builder/arg.rs',
    ]);
    expect(fileTermMatches(symbols, words, 0)).toEqual([]);
  });

  it('sees a file again as its new version says after an update (a new symbol index, the same records reused)', () => {
    const next = symbolsOf({ ...Object.fromEntries(symbols.records), 'src/zebra.rs': record({ zebra: 2 }) });
    expect(fileTermMatches(next, queryTerms('zebra'), 10)).toEqual(['src/zebra.rs']);
    expect(fileTermMatches(symbols, queryTerms('zebra'), 10)).toEqual([]);
  });
});

// Whole-file BM25 as written plainly (a map of counts per file, a sort of every hit): the compact lists
// must answer exactly this, order and ties included.
function plainMatches(symbols: SymbolIndex, terms: readonly string[], topK: number): string[] {
  const paths = [...symbols.records.keys()];
  const bags = paths.map((p) => {
    const bag = new Map<string, number>();
    const rec = symbols.records.get(p)!;
    const add = (name: string, n: number) => {
      for (const t of tokenizeCode(name, { dropStopWords: true })) bag.set(t, (bag.get(t) ?? 0) + n);
    };
    for (const [name, n] of Object.entries(rec.refs)) add(name, n);
    for (const d of rec.defs) add(d.name, 1);
    return bag;
  });
  const lengths = bags.map((b) => [...b.values()].reduce((a, x) => a + x, 0));
  const avg = Math.max(1, lengths.reduce((a, x) => a + x, 0) / Math.max(1, paths.length));
  const score = new Map<number, number>();
  for (const t of new Set(terms)) {
    const df = bags.filter((b) => b.has(t)).length;
    const idf = Math.log(1 + (paths.length - df + 0.5) / (df + 0.5));
    bags.forEach((b, doc) => {
      const tf = b.get(t);
      if (tf !== undefined)
        score.set(doc, (score.get(doc) ?? 0) + (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * lengths[doc]!) / avg)));
    });
  }
  return [...score.keys()]
    .sort((a, b) => score.get(b)! - score.get(a)! || (paths[a]! < paths[b]! ? -1 : 1))
    .slice(0, topK)
    .map((doc) => paths[doc]!);
}

describe('file terms, the compact lists', () => {
  const words = ['parse', 'Parser', 'tokenStream', 'emit_event', 'fooBar', 'renderTree', 'cache', 'MAX_SIZE', 'x'];
  let seed = 7;
  const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
  const randomRecord = () =>
    record(
      Object.fromEntries(Array.from({ length: 1 + rand(6) }, () => [words[rand(words.length)]!, 1 + rand(5)])),
      Array.from({ length: rand(3) }, () => words[rand(words.length)]!),
    );
  const files = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`src/f${i}.ts`, randomRecord()]));
  // Two paths of one content share a record object, as the state store hands them out.
  files['vendor/f0.ts'] = files['src/f0.ts']!;
  const queries = ['parse the token stream', 'emit event render tree', 'foo bar cache max size', 'x parser', 'nothing'];

  it('rank as plain whole-file BM25 does, before and after an update that edits, adds and removes files', () => {
    const symbols = symbolsOf(files);
    for (const q of queries)
      for (const k of [1, 3, 100])
        expect(fileTermMatches(symbols, queryTerms(q), k)).toEqual(plainMatches(symbols, queryTerms(q), k));
    const edited: Record<string, SymbolRecord> = {
      ...files,
      'src/f3.ts': randomRecord(),
      'src/new.ts': randomRecord(),
    };
    delete edited['src/f10.ts'];
    const next = symbolsOf(edited);
    for (const q of queries)
      expect(fileTermMatches(next, queryTerms(q), 100)).toEqual(plainMatches(next, queryTerms(q), 100));
    for (const q of queries)
      expect(fileTermMatches(symbols, queryTerms(q), 100)).toEqual(plainMatches(symbols, queryTerms(q), 100));
  });
});
