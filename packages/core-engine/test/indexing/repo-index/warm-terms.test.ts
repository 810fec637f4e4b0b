import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRepoIndex } from '../../../src/indexing/repo-index.js';
import { warmPathSignals } from '../../../src/indexing/search/file-signals.js';
import { warmFileTerms } from '../../../src/indexing/search/file-terms.js';
import { silentLogger } from '../../../src/logger.js';
import { makeRepo } from '../support/git-repo.js';
import { createMemoryStore } from '../support/memory-store.js';
import { regexAdapters } from '../support/regex-adapter.js';

const repo = makeRepo({
  'src/date.js': 'function formatDate(d) {\n  return d.toISOString()\n}\n',
  'src/page.js': 'function renderPage() {\n  return formatDate(new Date())\n}\n',
});
const dir = mkdtempSync(join(tmpdir(), 'ce-terms-'));
const store = createMemoryStore();
const open = () => createRepoIndex({ dir, store, adapters: regexAdapters, log: silentLogger });
const tick = () => new Promise((r) => setTimeout(r, 0));
// The background work a watched index queued: its first turn, the index read it waits for, then its next turn.
const settle = async (index: ReturnType<typeof open>) => {
  await tick();
  await index.symbols();
  await tick();
};
afterAll(() => [repo.root, dir].forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the file terms and path signals, built off the request path', () => {
  it('are built when a watched index is loaded and after it is updated, not by the first search', async () => {
    await open().run({ root: repo.root });
    // Not watched: nothing builds them before a search (the first search would).
    const plain = open();
    expect(warmFileTerms(await plain.symbols())).toBe(true);
    expect(warmPathSignals((await plain.state())!)).toBe(true);

    const watched = open();
    watched.watch({ root: repo.root, catchUp: false, debounceMs: 10_000 });
    await settle(watched);
    expect(warmFileTerms(await watched.symbols())).toBe(false);
    expect(warmPathSignals((await watched.state())!)).toBe(false);

    repo.write('src/page.js', 'function renderPage() {\n  return formatDate(new Date()) + renderFooter()\n}\n');
    // A file came too: the path signals are patched for it in the background.
    repo.write('src/footer.js', 'function renderFooter() {\n  return 1\n}\n');
    expect(await watched.run({ root: repo.root })).toMatchObject({ status: 'updated', changed: 2 });
    await settle(watched);
    const symbols = await watched.symbols();
    expect(symbols.records.get('src/page.js')!.refs).toHaveProperty('renderFooter');
    expect(warmFileTerms(symbols)).toBe(false);
    expect(warmPathSignals((await watched.state())!)).toBe(false);
    watched.unwatch();
  });
});
