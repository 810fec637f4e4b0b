import { describe, expect, it } from 'vitest';
import { buildFileGraph, pageRank, rankFiles } from '../../../src/indexing/ranking/graph.js';
import type { GraphFile } from '../../../src/indexing/ranking/graph.js';

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

  it('ranks alone exactly as the full graph does, and as PageRank over its edges', () => {
    const g = buildFileGraph(files);
    expect(rankFiles(files)).toEqual(g.rank);
    expect(
      pageRank(
        files.map((f) => f.path),
        g.out,
      ),
    ).toEqual(g.rank);
  });

  it('counts a name defined twice in one file once, and a file referencing its own name not at all', () => {
    const twice: GraphFile[] = [
      { path: 'x.ts', defines: ['loadUserConfig', 'loadUserConfig'], references: { loadUserConfig: 4 } },
      { path: 'y.ts', defines: ['loadUserConfig'], references: {} },
      { path: 'z.ts', defines: [], references: { loadUserConfig: 1 } },
    ];
    const g = buildFileGraph(twice);
    expect(g.definers.get('loadUserConfig')).toEqual(['x.ts', 'y.ts']);
    expect([...g.out.get('x.ts')!.keys()]).toEqual(['y.ts']);
    expect(g.out.get('z.ts')!.get('x.ts')).toBe(g.out.get('z.ts')!.get('y.ts'));
    expect(rankFiles(twice)).toEqual(g.rank);
  });
});
