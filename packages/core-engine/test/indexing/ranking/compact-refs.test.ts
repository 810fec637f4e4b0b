import { describe, expect, it } from 'vitest';
import { compactRecord, graphRefs, hasRefs, refEntries } from '../../../src/indexing/ranking/compact-refs.js';
import { rankFiles } from '../../../src/indexing/ranking/graph.js';
import { NameTable } from '../../../src/indexing/ranking/name-table.js';
import type { SymbolRecord } from '../../../src/indexing/state/types.js';

// A record as a worker's JSON gives it, with names that trip plain objects up (`__proto__`, `constructor`).
const json = JSON.stringify({
  defs: [{ name: 'renderWidget', kind: 'function', start: 1, end: 9 }],
  refs: { useState: 3, __proto__: 2, constructor: 1, renderWidget: 7, x: 12 },
  imports: ['react'],
});
const parsed = () => JSON.parse(json) as SymbolRecord;

describe('records with their reference counts as numbers', () => {
  it('reads, writes and compares as the record JSON.parse gives', () => {
    const rec = compactRecord(parsed(), new NameTable());
    expect(JSON.stringify(rec)).toBe(json);
    expect(refEntries(rec)).toEqual(Object.entries(parsed().refs));
    expect(hasRefs(rec)).toBe(true);
    expect(Object.keys(rec)).toEqual(['defs', 'refs', 'imports']);
    // Reading the counts makes the same object JSON.parse made, kept from then on.
    expect(rec.refs).toEqual(parsed().refs);
    expect(Object.getPrototypeOf(rec.refs)).toBe(Object.prototype);
    expect(Object.keys(rec.refs)).toEqual(Object.keys(parsed().refs));
    expect(rec.refs).toBe(rec.refs);
    expect(JSON.stringify(rec)).toBe(json);
    expect(rec).toEqual(parsed());
  });

  it('keeps an assigned value and gives the graph the same numbers every time', () => {
    const rec = compactRecord(parsed(), new NameTable());
    const numbers = graphRefs(rec);
    expect(graphRefs(rec)).toBe(numbers);
    rec.refs = { other: 1 };
    expect(rec.refs).toEqual({ other: 1 });
    expect(JSON.stringify(rec)).toBe(JSON.stringify({ ...parsed(), refs: { other: 1 } }));
    expect(hasRefs(compactRecord({ defs: [], refs: {}, imports: [] }, new NameTable()))).toBe(false);
  });

  it('keeps counts of any size exactly (a name referenced thousands of times in one file)', () => {
    const refs = { small: 3, wide: 300, wider: 70_000, widest: 5_000_000_000 };
    const rec = compactRecord({ defs: [], refs: { ...refs }, imports: [] }, new NameTable());
    expect(refEntries(rec)).toEqual(Object.entries(refs));
    expect(JSON.stringify(rec)).toBe(JSON.stringify({ defs: [], refs, imports: [] }));
  });

  it('ranks files exactly as their records as objects do', () => {
    const recs = Array.from({ length: 30 }, (_, i) => ({
      defs: [{ name: `renderWidget${i % 7}`, kind: 'function', start: 1, end: 2 }],
      refs: Object.fromEntries(
        Array.from({ length: i % 5 }, (_, k) => [`renderWidget${(i + k) % 7}`, k === 3 ? 300 + i : k + 1]),
      ),
      imports: [],
    }));
    // Numbers in a table of their own: the graph, numbering names in its own table, reads them all the same.
    const table = new NameTable();
    const files = (compact: boolean) =>
      recs.map((r, i) => {
        const rec = structuredClone(r);
        return {
          path: `f${i}.ts`,
          defines: rec.defs.map((d) => d.name),
          references: compact ? graphRefs(compactRecord(rec, table)) : rec.refs,
        };
      });
    expect(rankFiles(files(true))).toEqual(rankFiles(files(false)));
  });
});
