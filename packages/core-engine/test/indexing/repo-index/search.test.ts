import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/logger.js';
import { createRepoIndex } from '../../../src/indexing/repo-index.js';
import { makeRepo } from '../support/git-repo.js';
import { createMemoryStore } from '../support/memory-store.js';
import { regexAdapters } from '../support/regex-adapter.js';

const head = 'function formatDate(d) {\n  return d.toISOString()\n}\n';
const repo = makeRepo({ 'src/date.js': `${head}const a = 1\nconst bb = 2\n` });
const dir = mkdtempSync(join(tmpdir(), 'ce-search-'));
afterAll(() => [repo.root, dir].forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('searchIndex snippets', () => {
  const index = createRepoIndex({ dir, store: createMemoryStore(), adapters: regexAdapters, log: silentLogger });
  const snippet = async () =>
    (await index.search({ query: 'formatDate', k: 1, contextLines: 2 })).find((r) => r.path === 'src/date.js')!;

  it('shows the lines of the file as it is now, its lines moved by an edit of the same size', async () => {
    await index.run({ root: repo.root });
    expect(await snippet()).toMatchObject({ start_line: 1, end_line: 5, snippet: `${head}const a = 1\nconst bb = 2` });
    // The same byte count, a newline moved: where lines start, kept from the first search, no longer holds.
    writeFileSync(join(repo.root, 'src/date.js'), `${head}const aa = 1\nconst b = 2\n`);
    expect(await snippet()).toMatchObject({ start_line: 1, end_line: 5, snippet: `${head}const aa = 1\nconst b = 2` });
  });
});
