import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { listTracked } from '../../../src/indexing/git/tracked-files.js';
import { makeRepo } from '../support/git-repo.js';

const repo = makeRepo({
  'src/a.ts': 'export const a = 1;\n',
  'node_modules/x/index.js': 'module.exports = 1;\n',
  'logo.png': Buffer.from([137, 80, 78, 71, 0]),
});
afterAll(() => rmSync(repo.root, { recursive: true, force: true }));

describe('listTracked', () => {
  it("lists git's index with blob ids and the reasons a path alone rules a file out", async () => {
    const files = await listTracked(repo.root);
    const blob = repo.git('rev-parse', 'HEAD:src/a.ts').trim();
    expect(files).toEqual([
      { path: 'logo.png', hash: expect.stringMatching(/^[0-9a-f]{40}$/), skip: 'binary' },
      { path: 'node_modules/x/index.js', hash: expect.stringMatching(/^[0-9a-f]{40}$/), skip: 'vendored' },
      { path: 'src/a.ts', hash: blob },
    ]);
  });

  it('serves the same listing while the index file is unchanged, and lists again after `git add`', async () => {
    const first = await listTracked(repo.root);
    expect(await listTracked(repo.root)).toBe(first);

    repo.write('src/b.ts', 'export const b = 2;\n');
    // An untracked file does not change git's index: still the cached listing.
    expect(await listTracked(repo.root)).toBe(first);

    repo.git('add', 'src/b.ts');
    const next = await listTracked(repo.root);
    expect(next.map((f) => f.path)).toEqual(['logo.png', 'node_modules/x/index.js', 'src/a.ts', 'src/b.ts']);
    expect(next.find((f) => f.path === 'src/b.ts')!.hash).toBe(repo.git('hash-object', 'src/b.ts').trim());

    repo.write('src/a.ts', 'export const a = 3;\n');
    repo.git('add', 'src/a.ts');
    expect((await listTracked(repo.root)).find((f) => f.path === 'src/a.ts')!.hash).toBe(
      repo.git('hash-object', 'src/a.ts').trim(),
    );
  });
});
