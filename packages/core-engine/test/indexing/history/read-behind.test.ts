import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileHistory } from '../../../src/indexing/history/file-history.js';
import { readHistoryBehind } from '../../../src/indexing/history/read-behind.js';
import { makeRepo } from '../support/git-repo.js';

const repo = makeRepo({ 'a.ts': 'a\n', 'b.ts': 'b\n' });
afterAll(() => rmSync(repo.root, { recursive: true, force: true }));
for (let i = 0; i < 20; i++) {
  repo.write(i % 2 ? 'a.ts' : 'b.ts', `${i}\n`);
  repo.git('commit', '-qam', `Change ${i}`);
}
const head = repo.git('rev-parse', 'HEAD').trim();
const withoutMs = <T extends { ms: number }>(h: T) => ({ ...h, ms: 0 });

describe('the history read behind a run', () => {
  it('is the whole read, whether the run ends before git does or after', async () => {
    const whole = withoutMs(await readFileHistory(repo.root, head));
    expect(whole.subjects).toHaveLength(21);
    const never = new Promise<void>(() => {});
    expect(withoutMs(await readHistoryBehind(repo.root, head, {}, never))).toEqual(whole);
    expect(withoutMs(await readHistoryBehind(repo.root, head, {}, Promise.resolve()))).toEqual(whole);
    expect(withoutMs(await readHistoryBehind(repo.root, head, { bodies: true }, Promise.resolve()))).toEqual(
      withoutMs(await readFileHistory(repo.root, head, { bodies: true })),
    );
  });

  it('fails as the whole read does (an unknown revision), with git’s own error', async () => {
    await expect(readFileHistory(repo.root, 'no-such-branch')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    for (const ended of [Promise.resolve(), new Promise<void>(() => {})])
      await expect(readHistoryBehind(repo.root, 'no-such-branch', {}, ended)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
  });
});
