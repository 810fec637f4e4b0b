import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAppError } from '@sextant/core-engine';
import { defaultRepoIndexDir, openRepoIndex, repoIndexId } from '../../src/repo-index/open-repo-index.js';

const temp = mkdtempSync(join(tmpdir(), 'open-repo-index-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A real git repository with one committed TypeScript file. */
function makeRepo(): string {
  const root = mkdtempSync(join(temp, 'repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
    });
  git('init', '-q', '-b', 'main');
  writeFileSync(
    join(root, 'config.ts'),
    'export function parseConfig(text: string) {\n  return JSON.parse(text);\n}\n',
  );
  git('add', '-A');
  git('commit', '-q', '-m', 'init');
  return realpathSync(root);
}

describe('openRepoIndex', () => {
  it('indexes a repository, searches and maps it, updates what changed, and closes', async () => {
    const root = makeRepo();
    const dataDir = join(temp, 'data');
    // freshnessTtlMs 0: each status asks git again (searches reuse a check for 1 s by default).
    const repo = await openRepoIndex(join(root, '.'), { dataDir, freshnessTtlMs: 0 });
    expect(repo.root).toBe(root);
    expect(repo.id).toBe(repoIndexId(root));
    expect(repo.dir).toBe(join(dataDir, repo.id));
    expect(await repo.status()).toEqual({ indexed: false });

    const err = await repo.search({ query: 'parse config' }).catch((e: unknown) => e);
    expect(isAppError(err) && err.code).toBe('NOT_INDEXED');
    expect(isAppError(err) && err.extra.hint).toMatch(/ensure/);

    expect(await repo.update()).toMatchObject({ status: 'created', files: 1 });
    const hits = await repo.search({ query: 'parse config' });
    expect(hits[0]).toMatchObject({ path: 'config.ts', start_line: 1 });
    expect(JSON.stringify(await repo.map())).toContain('config.ts');
    const status = await repo.status();
    expect(status).toMatchObject({ indexed: true, manifest: { counts: { files: 1 } }, freshness: { behind: false } });

    writeFileSync(join(root, 'extra.ts'), 'export const retryDelay = 5;\n');
    expect(await repo.status()).toMatchObject({ freshness: { behind: true } });
    expect(await repo.update()).toMatchObject({ status: 'updated', changed: 1 });
    expect((await repo.search({ query: 'retry delay' }))[0]).toMatchObject({ path: 'extra.ts' });
    await repo.dispose();
    await repo.dispose(); // a second call is harmless
    expect(existsSync(join(repo.dir, 'index.db'))).toBe(true);

    // Opened again later, the index is there: nothing to re-read.
    const again = await openRepoIndex(root, { dataDir });
    expect(await again.update()).toMatchObject({ status: 'up_to_date', changed: 0 });
    await again.dispose();
  });

  it('refuses a folder outside any git work tree with a hint', async () => {
    const plain = mkdtempSync(join(temp, 'plain-'));
    const err = await openRepoIndex(plain, { dataDir: join(temp, 'data') }).catch((e: unknown) => e);
    expect(isAppError(err) && err.code).toBe('NOT_FOUND');
    expect(isAppError(err) && err.extra.hint).toMatch(/git/);
  });

  it("defaults to repo-index-mcp's data dir (SEXTANT_DATA_DIR, then XDG_DATA_HOME, then HOME)", () => {
    expect(defaultRepoIndexDir({ SEXTANT_DATA_DIR: '/d', XDG_DATA_HOME: '/x' })).toBe('/d/repo-index');
    expect(defaultRepoIndexDir({ XDG_DATA_HOME: '/x', HOME: '/h' })).toBe('/x/sextant/repo-index');
    expect(defaultRepoIndexDir({ HOME: '/h' })).toBe('/h/.local/share/sextant/repo-index');
  });
});
