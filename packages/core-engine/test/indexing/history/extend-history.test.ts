import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { extendFileHistory } from '../../../src/indexing/history/extend-history.js';
import { readFileHistory } from '../../../src/indexing/history/file-history.js';
import type { FileHistory } from '../../../src/indexing/history/file-history.js';
import { makeRepo } from '../support/git-repo.js';

const repos: string[] = [];
afterAll(() => {
  for (const r of repos) rmSync(r, { recursive: true, force: true });
});

// A small deterministic generator (mulberry32): the same steps every run.
function rng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

const words = ['cookie', 'session', 'router', 'slash', 'retry', 'queue', 'parse', 'header', 'cache', 'expire'];
const paths = ['src/a.ts', 'src/b.ts', 'src/c.ts', 'lib/d.ts', 'lib/e.ts'];
const same = (h: FileHistory) => ({ subjects: h.subjects, files: h.files, ids: h.ids, times: h.times, read: h.read });

describe('a history extended by the commits after an ancestor', () => {
  it('equals the whole history read at the new HEAD, through branches, merges and clocks that go back', async () => {
    const repo = makeRepo(Object.fromEntries(paths.map((p) => [p, 'x\n'])));
    repos.push(repo.root);
    const r = rng(5);
    let time = 1_700_000_000;
    let kept = await readFileHistory(repo.root, repo.git('rev-parse', 'HEAD').trim());
    let extended = 0;
    for (let i = 0; i < 40; i++) {
      const op = r.pick(['commit', 'commit', 'commit', 'branch', 'merge'] as const);
      // Commit times move back now and then (a skewed clock, a rebased branch): git's walk order shifts;
      // some commits share a second (the order's ties).
      const dt = r.next();
      time += dt < 0.2 ? -5000 : dt < 0.4 ? 0 : 60;
      const env = { GIT_COMMITTER_DATE: `${time} +0000`, GIT_AUTHOR_DATE: `${time} +0000` };
      Object.assign(process.env, env);
      if (op === 'branch') repo.git('checkout', '-q', '-B', `b${i % 3}`);
      else if (op === 'merge' && repo.git('branch', '--list', 'b0').trim())
        repo.git('merge', '-q', '--no-ff', '--no-edit', 'b0');
      else {
        for (const p of [r.pick(paths), r.pick(paths)]) repo.write(p, `${i} ${r.next()}\n`);
        repo.git('add', '-A');
        repo.git('commit', '-q', '--allow-empty', '-m', `${r.pick(words)} ${r.pick(words)} step ${i}`);
      }
      const head = repo.git('rev-parse', 'HEAD').trim();
      const whole = await readFileHistory(repo.root, head);
      const next = await extendFileHistory(repo.root, kept, head);
      if (next) {
        extended++;
        expect(same(next), `step ${i} ${op}`).toEqual(same(whole));
      }
      kept = next ?? whole;
    }
    delete process.env.GIT_COMMITTER_DATE;
    delete process.env.GIT_AUTHOR_DATE;
    expect(extended).toBeGreaterThan(20);
  });

  it('is read whole again when the kept one is no ancestor, was cut, or was read with other options', async () => {
    const repo = makeRepo({ 'a.ts': '1\n' });
    repos.push(repo.root);
    const base = repo.git('rev-parse', 'HEAD').trim();
    repo.write('a.ts', '2\n');
    process.env.GIT_COMMITTER_DATE = `${Math.floor(Date.now() / 1000) + 60} +0000`;
    repo.git('commit', '-qam', 'Parse the header');
    delete process.env.GIT_COMMITTER_DATE;
    const head = repo.git('rev-parse', 'HEAD').trim();
    const kept = await readFileHistory(repo.root, head);
    expect(await extendFileHistory(repo.root, kept, base)).toBeUndefined(); // HEAD moved back
    expect(await extendFileHistory(repo.root, await readFileHistory(repo.root, base, { bodies: true }), head)).toBe(
      undefined,
    );
    const cut = await readFileHistory(repo.root, base, { maxCommits: 1 });
    expect(await extendFileHistory(repo.root, cut, head, { maxCommits: 1 })).toBeUndefined();
    const extended = await extendFileHistory(repo.root, await readFileHistory(repo.root, base), head);
    expect(extended?.subjects).toEqual(['Parse the header', 'init']);
  });
});
