import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileHistory } from '../../../src/indexing/history/file-history.js';
import type { FileHistory } from '../../../src/indexing/history/file-history.js';
import { findSharedHistory, shareHistory } from '../../../src/indexing/history/shared-history.js';
import { createRepoIndex } from '../../../src/indexing/repo-index.js';
import { silentLogger } from '../../../src/logger.js';
import { makeRepo } from '../support/git-repo.js';
import { createMemoryStore } from '../support/memory-store.js';
import { regexAdapters } from '../support/regex-adapter.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const temp = (prefix: string) => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
};
// What a history says (its read time aside).
const text = (h: FileHistory | undefined) => h && JSON.stringify({ ...h, ms: 0 });

const repo = makeRepo({ 'src/a.ts': 'a\n', 'src/b.ts': 'b\n' });
dirs.push(repo.root);
const commit = (path: string, message: string) => {
  repo.write(path, `${message}\n`);
  repo.git('commit', '-qam', message);
  return repo.git('rev-parse', 'HEAD').trim();
};

describe('histories shared by the indexes of a data folder', () => {
  it("gives another index the history of the same head, or of an ancestor extended, as git's whole read", async () => {
    const folder = temp('ce-shared-');
    const first = commit('src/a.ts', 'Retry the queue on a timeout');
    const kept = await readFileHistory(repo.root, first);
    await shareHistory(folder, first, writeTemp(JSON.stringify(kept)), JSON.stringify(kept));
    expect(text(await findSharedHistory(folder, repo.root, first, {}))).toBe(text(kept));
    const later = commit('src/b.ts', 'Parse the header once');
    expect(text(await findSharedHistory(folder, repo.root, later, {}))).toBe(
      text(await readFileHistory(repo.root, later)),
    );
    // Read with other options: not the same history.
    expect(await findSharedHistory(folder, repo.root, later, { maxPerFile: 1 })).toBeUndefined();
  });

  it("finds nothing in another repository's histories", async () => {
    const folder = temp('ce-shared-');
    const other = makeRepo({ 'x.ts': 'x\n' });
    dirs.push(other.root);
    const head = other.git('rev-parse', 'HEAD').trim();
    const h = await readFileHistory(other.root, head);
    await shareHistory(folder, head, writeTemp(JSON.stringify(h)), JSON.stringify(h));
    expect(await findSharedHistory(folder, repo.root, repo.git('rev-parse', 'HEAD').trim(), {})).toBeUndefined();
  });

  it('lets a second work tree of the repository index with the same history, and keeps the newest eight heads', async () => {
    const data = temp('ce-data-');
    const historyCache = join(data, 'history');
    const open = (root: string, dir: string) =>
      createRepoIndex({
        dir: join(data, dir),
        store: createMemoryStore(),
        adapters: regexAdapters,
        log: silentLogger,
        historyCache,
      }).run({ root });
    await open(repo.root, 'main');
    const tree = join(temp('ce-tree-'), 'tree');
    execFileSync('git', ['worktree', 'add', '-q', '--detach', tree, 'HEAD'], { cwd: repo.root });
    await open(tree, 'tree');
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: tree, encoding: 'utf8' }).trim();
    const saved = JSON.parse(readFileSync(join(data, 'tree', 'history.json'), 'utf8')) as FileHistory;
    expect(text(saved)).toBe(text(await readFileHistory(tree, head)));
    for (let i = 0; i < 9; i++) {
      commit('src/a.ts', `Step ${i}`);
      await open(repo.root, 'main');
    }
    const kept = readdirSync(historyCache);
    expect(kept).toHaveLength(8);
    expect(kept).toContain(`${repo.git('rev-parse', 'HEAD').trim()}.json`);
    expect(existsSync(join(historyCache, `${head}.json`))).toBe(false);
  }, 120_000); // eleven index runs
});

function writeTemp(content: string): string {
  const file = join(temp('ce-history-file-'), 'history.json');
  writeFileSync(file, content);
  return file;
}
