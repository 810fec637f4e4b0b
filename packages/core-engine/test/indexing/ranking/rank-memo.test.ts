import { describe, expect, it } from 'vitest';
import { rankFiles } from '../../../src/indexing/ranking/graph.js';
import type { GraphFile } from '../../../src/indexing/ranking/graph.js';
import { rankFilesMemo } from '../../../src/indexing/ranking/rank-memo.js';
import type { RankMemo } from '../../../src/indexing/ranking/rank-memo.js';

// A small seeded generator: the same edit sequence on every run.
function prng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

// Names chosen so that some are long compound ones (weight 10), some private, and some defined by many files.
const NAMES = Array.from({ length: 60 }, (_, i) =>
  i % 3 === 0 ? `renderWidget${i}` : i % 3 === 1 ? `_hidden${i}` : `n${i}`,
);

function randomFile(path: string, rnd: () => number): GraphFile {
  const pick = (k: number) => Array.from({ length: k }, () => NAMES[Math.floor(rnd() * NAMES.length)]!);
  const references: Record<string, number> = {};
  for (const n of pick(Math.floor(rnd() * 12))) references[n] = (references[n] ?? 0) + 1 + Math.floor(rnd() * 3);
  return { path, defines: pick(Math.floor(rnd() * 4)), references };
}

describe('ranking an update from the last graph', () => {
  it('ranks exactly as from scratch after each of a seeded sequence of edits, adds and removes', () => {
    const rnd = prng(20);
    let files = Array.from({ length: 80 }, (_, i) => randomFile(`f${i}.ts`, rnd));
    const memo: RankMemo = {};
    expect(rankFilesMemo(files, memo)).toEqual(rankFiles(files));
    for (let step = 0; step < 150; step++) {
      const r = rnd();
      files = [...files];
      if (r < 0.8) {
        // Edit one to three files in place (the common case: same paths, same order).
        for (let k = 0; k < 1 + Math.floor(rnd() * 3); k++) {
          const i = Math.floor(rnd() * files.length);
          const before = files[i]!;
          const edited = randomFile(before.path, rnd);
          // Sometimes only the references change, sometimes only the definitions.
          files[i] =
            r < 0.3
              ? { ...edited, defines: before.defines }
              : r < 0.5
                ? { ...edited, references: before.references }
                : edited;
        }
      } else if (r < 0.9) files.push(randomFile(`g${step}.ts`, rnd));
      else files.splice(Math.floor(rnd() * files.length), 1);
      expect(rankFilesMemo(files, memo), `step ${step}`).toEqual(rankFiles(files));
    }
  });

  it('ranks exactly as from scratch when files come and go anywhere in the order, with edits in the same step (5 seeds)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const rnd = prng(seed);
      let files = Array.from({ length: 60 }, (_, i) => randomFile(`f${i}.ts`, rnd));
      const memo: RankMemo = {};
      rankFilesMemo(files, memo);
      for (let step = 0; step < 60; step++) {
        files = [...files];
        const at = () => Math.floor(rnd() * files.length);
        for (let k = 0; k < 1 + Math.floor(rnd() * 3); k++) {
          const r = rnd();
          if (r < 0.4) files.splice(at(), 0, randomFile(`g${seed}-${step}-${k}.ts`, rnd));
          else if (r < 0.8) files.splice(at(), 1);
          else {
            const i = at();
            files[i] = randomFile(files[i]!.path, rnd);
          }
        }
        expect(rankFilesMemo(files, memo), `seed ${seed} step ${step}`).toEqual(rankFiles(files));
      }
      // Two files swapped: not the same order, so the graph is built again (and still ranks the same).
      files = [files[1]!, files[0]!, ...files.slice(2)];
      expect(rankFilesMemo(files, memo)).toEqual(rankFiles(files));
    }
  });

  it('answers with the last ranks when an edit changes no edge', () => {
    const files: GraphFile[] = [
      { path: 'util.ts', defines: ['formatDate'], references: {} },
      { path: 'a.ts', defines: ['renderPage'], references: { formatDate: 3 } },
    ];
    const memo: RankMemo = {};
    const first = rankFilesMemo(files, memo);
    // A new definition nobody references: the same edges, so the same ranks.
    const next = [files[0]!, { ...files[1]!, defines: ['renderPage', 'unusedHelper'] }];
    expect(rankFilesMemo(next, memo)).toBe(first);
    expect(first).toEqual(rankFiles(next));
  });
});
