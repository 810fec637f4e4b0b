import { describe, expect, it } from 'vitest';
import { fileTermMatches } from '../../../src/indexing/search/file-terms.js';
import type { SymbolIndex } from '../../../src/indexing/search/symbol-index.js';
import type { SymbolRecord } from '../../../src/indexing/state/types.js';
import { queryTerms } from '../../../src/retrieval/tokenize.js';

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

  it('sees a file again as its new version says after an update (a new symbol index, the same records reused)', () => {
    const next = symbolsOf({ ...Object.fromEntries(symbols.records), 'src/zebra.rs': record({ zebra: 2 }) });
    expect(fileTermMatches(next, queryTerms('zebra'), 10)).toEqual(['src/zebra.rs']);
    expect(fileTermMatches(symbols, queryTerms('zebra'), 10)).toEqual([]);
  });
});
