import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRepoIndex } from '../../../src/indexing/repo-index.js';
import { loadSymbolIndex } from '../../../src/indexing/search/symbol-index.js';
import type { SymbolIndex } from '../../../src/indexing/search/symbol-index.js';
import { createStateStore } from '../../../src/indexing/state/state-store.js';
import { silentLogger } from '../../../src/logger.js';
import { makeRepo } from '../support/git-repo.js';
import { createMemoryStore } from '../support/memory-store.js';
import { regexAdapters } from '../support/regex-adapter.js';

const fns = (...names: string[]) => names.map((n) => `function ${n}() {\n  return 1\n}\n`).join('');
const repo = makeRepo({
  'a/one.js': fns('parseConfig', 'loadConfig'),
  'a/two.js': fns('parseHeader', 'readBody', 'parseConfig'),
  'b/three.js': fns('writeBody', 'loadConfig'),
  'b/four.js': fns('readHeader'),
});
const dir = mkdtempSync(join(tmpdir(), 'ce-symupd-'));
afterAll(() => [repo.root, dir].forEach((d) => rmSync(d, { recursive: true, force: true })));
const index = createRepoIndex({ dir, store: createMemoryStore(), adapters: regexAdapters, log: silentLogger });

/** The index the search holds after a run, and the one loaded from scratch for the same state. */
async function both(): Promise<[SymbolIndex, SymbolIndex]> {
  const state = (await index.state())!;
  return [await index.symbols(), await loadSymbolIndex(state, createStateStore(dir))];
}
// Lists and records in their order (a Map compares by content only); parts and names by key.
const byKey = <V>(m: Map<string, V>) => [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1));
const plain = (s: SymbolIndex) => ({
  symbols: s.symbols,
  byName: byKey(s.byName),
  byPart: byKey(s.byPart),
  records: [...s.records],
});

describe('the symbol index after a run of this process', () => {
  it('is updated for the touched files, and equals one loaded from scratch', async () => {
    await index.run({ root: repo.root });
    const first = await index.symbols();
    // Same count of definitions (a rename), then more and fewer in two files at once.
    repo.write('a/two.js', fns('parseFooter', 'readBody', 'parseConfig'));
    await index.run({ root: repo.root, changed: ['a/two.js'] });
    let [updated, loaded] = await both();
    // Updated, not loaded again: the definitions of untouched files are the same objects.
    const four = (s: SymbolIndex) => s.symbols.find((x) => x.path === 'b/four.js');
    expect(four(updated)).toBe(four(first));
    expect(plain(updated)).toEqual(plain(loaded));
    expect(updated.byPart.get('header')?.map((i) => updated.symbols[i]!.path)).toEqual(['b/four.js']);
    repo.write('a/one.js', fns('parseConfig', 'loadConfig', 'saveConfig', 'readHeader'));
    repo.write('b/three.js', fns('writeBody'));
    await index.run({ root: repo.root, changed: ['a/one.js', 'b/three.js'] });
    [updated, loaded] = await both();
    expect(plain(updated)).toEqual(plain(loaded));
    expect(updated.byName.get('readHeader')?.map((s) => s.path)).toEqual(['a/one.js', 'b/four.js']);
    expect(updated.graph().rank).toEqual(loaded.graph().rank);
  });

  it('is updated when a file came or went, or gained its first or lost its last definition', async () => {
    const before = await index.symbols();
    const four = (s: SymbolIndex) => s.symbols.find((x) => x.path === 'b/four.js');
    repo.write('a/five.js', fns('parseConfig'));
    repo.write('a/empty.js', 'const x = 1;\n');
    await index.run({ root: repo.root, changed: ['a/five.js', 'a/empty.js'] });
    let [updated, loaded] = await both();
    expect(four(updated)).toBe(four(before));
    expect(plain(updated)).toEqual(plain(loaded));
    expect(updated.byName.get('parseConfig')?.map((s) => s.path)).toEqual(['a/five.js', 'a/one.js', 'a/two.js']);
    repo.write('a/empty.js', fns('firstOne'));
    repo.write('b/three.js', 'const y = 2;\n');
    unlinkSync(`${repo.root}/a/one.js`);
    await index.run({ root: repo.root, changed: ['a/empty.js', 'b/three.js', 'a/one.js'] });
    [updated, loaded] = await both();
    expect(four(updated)).toBe(four(before));
    expect(plain(updated)).toEqual(plain(loaded));
    expect(updated.graph().rank).toEqual(loaded.graph().rank);
  });

  it('equals one loaded from scratch after random edits, several runs between searches too', async () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const words = ['parse', 'load', 'read', 'write', 'config', 'header', 'body', 'footer', 'save'];
    const name = () => `${words[rand(9)]}${words[rand(9)]![0]!.toUpperCase()}${words[rand(9)]!.slice(1)}`;
    const paths = ['a/one.js', 'a/two.js', 'a/six.js', 'b/four.js', 'b/seven.js', 'c/eight.js', 'a/b/nine.js'];
    const present = new Set(['a/two.js', 'b/four.js', 'a/five.js', 'a/empty.js']);
    for (let round = 0; round < 24; round++) {
      const changed: string[] = [];
      for (let k = 1 + rand(3); k > 0; k--) {
        const path = paths[rand(paths.length)]!;
        if (changed.includes(path)) continue;
        changed.push(path);
        const n = rand(5);
        if (present.has(path) && rand(4) === 0) {
          unlinkSync(`${repo.root}/${path}`);
          present.delete(path);
        } else {
          repo.write(path, n ? fns(...Array.from({ length: n }, name)) : `const v${round} = 1;\n`);
          present.add(path);
        }
      }
      await index.run({ root: repo.root, changed });
      if (rand(3) === 0) continue; // the next search meets two runs at once
      const [updated, loaded] = await both();
      expect(plain(updated), `round ${round}`).toEqual(plain(loaded));
    }
  });

  it("is updated from another process's runs read from the state log, and equals one loaded from scratch", async () => {
    const other = createRepoIndex({ dir, store: createMemoryStore(), adapters: regexAdapters, log: silentLogger });
    const seen = await other.symbols();
    const first = seen.symbols[0]!;
    repo.write(first.path, fns('parseConfig', 'brandNewName'));
    await index.run({ root: repo.root, changed: [first.path] });
    await index.run({ root: repo.root, changed: [first.path] }); // nothing changed: a step touching nothing
    const updated = await other.symbols();
    const kept = seen.symbols.at(-1)!;
    expect(updated.symbols.find((s) => s.path === kept.path && s.name === kept.name)).toBe(kept);
    expect(plain(updated)).toEqual(plain(await loadSymbolIndex((await other.state())!, createStateStore(dir))));
    expect(updated.byName.get('brandNewName')?.map((s) => s.path)).toEqual([first.path]);
  });
});
