import { describe, expect, it } from 'vitest';
import { buildFileGraph } from '../../src/indexing/graph.js';
import type { GraphFile } from '../../src/indexing/graph.js';

const files: GraphFile[] = [
  { path: 'util.ts', defines: ['formatDate'], references: {} },
  { path: 'a.ts', defines: ['renderPage'], references: { formatDate: 3 } },
  { path: 'b.ts', defines: ['renderList'], references: { formatDate: 1, renderPage: 1 } },
  { path: 'c.ts', defines: ['main'], references: { renderList: 1 } },
];

describe('file graph', () => {
  it('ranks the most referenced file first and links referencing files', () => {
    const g = buildFileGraph(files);
    const order = [...g.rank].sort((a, b) => b[1] - a[1]).map(([p]) => p);
    expect(order[0]).toBe('util.ts');
    expect(order.at(-1)).toBe('c.ts');
    expect([...g.in.get('util.ts')!].sort()).toEqual(['a.ts', 'b.ts']);
    expect([...g.rank.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
  });

  it('personalizes towards focus files', () => {
    const g = buildFileGraph(files, { personalization: new Map([['c.ts', 1]]) });
    expect(g.rank.get('b.ts')!).toBeGreaterThan(g.rank.get('a.ts')!);
  });
});
