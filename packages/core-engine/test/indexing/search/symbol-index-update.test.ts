import { mkdtempSync, rmSync } from 'node:fs';
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
const plain = (s: SymbolIndex) => ({ symbols: s.symbols, byName: s.byName, byPart: s.byPart, records: s.records });

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

  it('is loaded whole when a file came or went, with the same result', async () => {
    repo.write('a/five.js', fns('parseConfig'));
    await index.run({ root: repo.root });
    const [updated, loaded] = await both();
    expect(plain(updated)).toEqual(plain(loaded));
    expect(updated.byName.get('parseConfig')?.map((s) => s.path)).toEqual(['a/five.js', 'a/one.js', 'a/two.js']);
  });
});
