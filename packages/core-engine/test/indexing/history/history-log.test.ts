import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { logCommits } from '../../../src/indexing/history/file-history.js';
import { parseLog } from '../../../src/indexing/history/history-log.js';
import { makeRepo } from '../support/git-repo.js';

const repo = makeRepo({ 'a.ts': 'a\n', 'lib/deep/b.ts': 'b\n' });
afterAll(() => rmSync(repo.root, { recursive: true, force: true }));
const commit = (files: Record<string, string>, ...args: string[]) => {
  for (const [p, text] of Object.entries(files)) repo.write(p, text);
  repo.git('add', '-A');
  repo.git('commit', '-q', ...args);
};

describe('git log parsing', () => {
  commit({ 'a.ts': 'a2\n', 'lib/deep/b.ts': 'b2\n', 'lib/c d.ts': 'c\n' }, '-m', 'Two words  and  spaces: a, b');
  commit({ 'a.ts': 'a3\n' }, '--allow-empty-message', '-m', '');
  commit({}, '--allow-empty', '-m', 'Touches nothing');
  commit({ 'lib/deep/b.ts': 'b3\n' }, '-m', 'Subject', '-m', 'Body line.', '-m', 'Signed-off-by: A <a@b>');

  it('gives each commit git lists its id, time, subject and paths, as git itself tells them', async () => {
    const commits = await logCommits(repo.root, 'HEAD', {});
    const ids = repo.git('rev-list', 'HEAD').trim().split('\n');
    expect(commits.map((c) => c.id)).toEqual(ids);
    for (const c of commits) {
      expect(c.message).toBe(repo.git('log', '-1', '--format=%s', c.id).replace(/\n$/, ''));
      expect(c.time).toBe(Number(repo.git('log', '-1', '--format=%ct', c.id).trim()));
      const paths = repo.git('diff-tree', '--root', '--no-commit-id', '-r', '--name-only', c.id).split('\n');
      expect(c.paths).toEqual(paths.filter(Boolean));
    }
    expect(commits.map((c) => c.paths.length)).toEqual([1, 0, 1, 3, 2]);
    expect(commits[3]!.message).toBe('Two words  and  spaces: a, b');
    expect(commits[1]!.message).toBe('Touches nothing');
    expect(commits[2]!.message).toBe('');
  });

  it('joins the body to the subject with `bodies`, trailers left out', async () => {
    const [last] = await logCommits(repo.root, 'HEAD', { bodies: true }, 1);
    expect(last).toMatchObject({ message: 'Subject\nBody line.', paths: ['lib/deep/b.ts'] });
  });
});

describe('paths git would quote', () => {
  const names = ['é/ü.ts', 'q"x.ts', 'back\\slash.ts', 'tab\tname.ts', '😀 face.ts', 'plain.ts', 'new\nline.ts', 'M'];
  const quoted = makeRepo({ 'seed.ts': 's\n' });
  afterAll(() => rmSync(quoted.root, { recursive: true, force: true }));
  for (const n of names) quoted.write(n, `${n}\n`);
  quoted.git('add', '-A');
  quoted.git('commit', '-q', '-m', 'Odd names');

  it('come back as the names git stores (a file with an accent or a quote gets its history)', async () => {
    const [last, first, ...more] = await logCommits(quoted.root, 'HEAD', {});
    const own = quoted
      .git('diff-tree', '-z', '--no-commit-id', '-r', '--name-only', 'HEAD')
      .split('\0')
      .filter(Boolean);
    expect([...last!.paths].sort()).toEqual([...own].sort());
    expect([...last!.paths].sort()).toEqual([...names].sort());
    // The commit after those paths in the log is read as a commit, not as one more path.
    expect(first).toMatchObject({ message: 'init', paths: ['seed.ts'] });
    expect(more).toEqual([]);
  });

  it('are told from the next commit whatever they hold (a newline, a one-letter name, no paths at all)', () => {
    const [a, b] = ['a'.repeat(40), 'b'.repeat(40)];
    const out = `${a} 2 Second\0\nM\0new\nline.ts\0A\0M\0${b} 1 \0`;
    expect(parseLog(out, false)).toEqual([
      { id: a, time: 2, message: 'Second', paths: ['new\nline.ts', 'M'] },
      { id: b, time: 1, message: '', paths: [] },
    ]);
  });
});
