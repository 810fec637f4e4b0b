import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileHistory } from '../../../src/indexing/history/file-history.js';
import { buildHistoryIndex } from '../../../src/indexing/history/history-index.js';
import { queryTerms } from '../../../src/retrieval/tokenize.js';
import { makeRepo } from '../support/git-repo.js';

const repo = makeRepo({ 'src/cookie.ts': 'export const a = 1;\n', 'src/router.ts': 'export const r = 1;\n' });
afterAll(() => rmSync(repo.root, { recursive: true, force: true }));
// Each commit a minute after the one before: the history orders commits by time (ties by id), and these
// are made within a second.
let clock = Math.floor(Date.now() / 1000);
const tick = () => (process.env.GIT_COMMITTER_DATE = `${(clock += 60)} +0000`);
afterAll(() => delete process.env.GIT_COMMITTER_DATE);
const commit = (path: string, text: string, subject: string) => {
  tick();
  repo.write(path, text);
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', subject);
  return repo.git('rev-parse', 'HEAD').trim();
};

describe('file history', () => {
  const first = commit(
    'src/cookie.ts',
    'export const a = 2;\n',
    'Keep the SameSite attribute when a session cookie is refreshed',
  );
  const second = commit('src/router.ts', 'export const r = 2;\n', 'Match trailing slashes in nested routes');
  const later = commit('src/cookie.ts', 'export const a = 3;\n', 'Expire the cookie on logout');

  it('gives each file the subjects of the commits that touched it, up to the indexed commit and never later', async () => {
    const h = await readFileHistory(repo.root, second);
    const of = (p: string) => (h.files[p] ?? []).map((i) => h.subjects[i]);
    expect(of('src/cookie.ts')).toEqual(['Keep the SameSite attribute when a session cookie is refreshed', 'init']);
    expect(of('src/router.ts')).toEqual(['Match trailing slashes in nested routes', 'init']);
    expect(h.subjects).not.toContain('Expire the cookie on logout');
    expect((await readFileHistory(repo.root, later)).subjects[0]).toBe('Expire the cookie on logout');
    expect(first).not.toBe(second);
  });

  it('ranks files by how their history matches a question', async () => {
    const index = buildHistoryIndex(await readFileHistory(repo.root, later));
    expect(index.search(queryTerms('samesite cookie refresh'), 5)[0]).toBe('src/cookie.ts');
    expect(index.search(queryTerms('nested route slash'), 5)).toEqual(['src/router.ts']);
    expect(index.search(queryTerms('cookie'), 5, (p) => p !== 'src/cookie.ts')).toEqual([]);
  });

  it('adds each commit’s body with `bodies`, its trailers left out', async () => {
    tick();
    repo.write('src/router.ts', 'export const r = 3;\n');
    repo.git('add', '-A');
    repo.git(
      'commit',
      '-q',
      '-m',
      'Route fallback',
      '-m',
      'Unknown paths reach the 404 handler.',
      '-m',
      'Signed-off-by: A <a@b>',
    );
    const head = repo.git('rev-parse', 'HEAD').trim();
    expect((await readFileHistory(repo.root, head)).subjects[0]).toBe('Route fallback');
    expect((await readFileHistory(repo.root, head, { bodies: true })).subjects[0]).toBe(
      'Route fallback\nUnknown paths reach the 404 handler.',
    );
  });

  it('leaves out commits touching more files than the cap (mass changes say nothing about one file)', async () => {
    const h = await readFileHistory(repo.root, later, { maxFilesPerCommit: 1 });
    expect(h.subjects).not.toContain('init');
  });
});
