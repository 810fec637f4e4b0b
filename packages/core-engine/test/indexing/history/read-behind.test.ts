import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  historyOfCommits,
  historyOptions,
  logCommits,
  readFileHistory,
} from '../../../src/indexing/history/file-history.js';
import { parseStoppedLog } from '../../../src/indexing/history/history-log.js';
import type { LoggedCommit } from '../../../src/indexing/history/history-log.js';
import { readHistoryBehind } from '../../../src/indexing/history/read-behind.js';
import { makeRepo } from '../support/git-repo.js';

const repo = makeRepo({ 'a.ts': 'a\n', 'b.ts': 'b\n' });
afterAll(() => rmSync(repo.root, { recursive: true, force: true }));
for (let i = 0; i < 20; i++) {
  repo.write(i % 2 ? 'a.ts' : 'b.ts', `${i}\n`);
  // Commits with several paths (one with a newline and a NUL-like status letter in its name), and none.
  if (i % 5 === 0) repo.write(`lib/M\nx ${i}.ts`, `${i}\n`);
  if (i % 7 === 0) repo.git('commit', '-q', '--allow-empty', '-m', `Empty ${i}`);
  repo.git('add', '-A');
  repo.git('commit', '-qm', `Change ${i}`);
}
const head = repo.git('rev-parse', 'HEAD').trim();
const withoutMs = <T extends { ms: number }>(h: T) => ({ ...h, ms: 0 });

describe('the history read behind a run', () => {
  it('is the whole read, whether the run ends before git does or after', async () => {
    const whole = withoutMs(await readFileHistory(repo.root, head));
    expect(whole.subjects).toHaveLength(21);
    expect(Object.keys(whole.files)).toContain('lib/M\nx 5.ts');
    const never = new Promise<void>(() => {});
    expect(withoutMs(await readHistoryBehind(repo.root, head, {}, never))).toEqual(whole);
    expect(withoutMs(await readHistoryBehind(repo.root, head, {}, Promise.resolve()))).toEqual(whole);
    expect(withoutMs(await readHistoryBehind(repo.root, head, { bodies: true }, Promise.resolve()))).toEqual(
      withoutMs(await readFileHistory(repo.root, head, { bodies: true })),
    );
  });

  it('is the whole read wherever the low-priority git was stopped: the rest is listed past what it wrote', async () => {
    const whole = withoutMs(await readFileHistory(repo.root, head));
    // What the stopped git had written: every prefix of its output (git flushes at any byte).
    const out = repo.git('log', '-z', '--no-merges', '--no-renames', '--name-status', '--format=%H %ct %s', head, '--');
    const o = historyOptions({});
    // The continuation depends on how many commits were kept alone: one git per count.
    const rests = new Map<number, Promise<LoggedCommit[]>>();
    const restAfter = (n: number) =>
      rests.get(n) ?? rests.set(n, logCommits(repo.root, head, o, o.maxCommits - n, {}, n)).get(n)!;
    for (let cut = 0; cut <= out.length; cut++) {
      const kept = parseStoppedLog(out.slice(0, cut), false);
      const rest = await restAfter(kept.length);
      expect(withoutMs(historyOfCommits(head, [...kept, ...rest], o, 0))).toEqual(whole);
    }
    expect(rests.size).toBeGreaterThan(20);
  });

  it('fails as the whole read does (an unknown revision), with git’s own error', async () => {
    await expect(readFileHistory(repo.root, 'no-such-branch')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    for (const ended of [Promise.resolve(), new Promise<void>(() => {})])
      await expect(readHistoryBehind(repo.root, 'no-such-branch', {}, ended)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
  });
});
