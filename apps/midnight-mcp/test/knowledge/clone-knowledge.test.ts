import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { indexTargets } from '@sextant/vector-search/knowledge';
import { tempDataDir } from '../support/connect.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

// A small git clone: a Compact contract, TypeScript that calls a shared helper, and a guide.
function makeClone(): string {
  const dir = mkdtempSync(join(tmpdir(), 'midnight-git-clone-'));
  mkdirSync(join(dir, 'contract'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(
    join(dir, 'contract/token.compact'),
    'pragma language_version >= 0.18;\nexport ledger supply: Uint<64>;\nexport circuit mintTokens(amount: Uint<64>): [] {\n  supply = disclose(amount);\n}\n',
  );
  writeFileSync(
    join(dir, 'src/format.ts'),
    'export function formatSupply(n: bigint): string {\n  return `${n} tokens`;\n}\n',
  );
  writeFileSync(
    join(dir, 'src/wallet.ts'),
    "import { formatSupply } from './format.js';\n\nexport function showWallet(n: bigint): string {\n  return formatSupply(n);\n}\n",
  );
  writeFileSync(join(dir, 'README.md'), '# Token\n\nMint tokens with the mintTokens circuit.\n');
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'init');
  return dir;
}

describe('local git clones through the repo-index pipeline', () => {
  const clone = makeClone();
  const dataDir = tempDataDir();
  const deps = createDeps(loadConfig({ MIDNIGHT_DATA_DIR: dataDir }), silentLogger);
  const index = async (force = false) =>
    indexTargets([{ repo: 'acme/token', dir: clone }], {
      force,
      github: deps.github,
      knowledge: deps.localIndex!,
      clones: deps.clones,
      adapters: await deps.adapters(),
    });
  let first: Awaited<ReturnType<typeof index>>;
  beforeAll(async () => {
    first = await index();
  });
  afterAll(() => deps.dispose());

  it('indexes the clone at its commit and skips it when nothing changed', async () => {
    const head = git(clone, 'rev-parse', 'HEAD');
    expect(first.failed).toEqual([]);
    expect(first.indexed[0]).toMatchObject({ repo: 'acme/token', commit: head, upToDate: false });
    // The pipeline's own index (state, symbols, graph rank, libsql store), not the shared knowledge store.
    expect(existsSync(join(dataDir, 'clones', 'acme__token', 'state.json'))).toBe(true);
    expect(existsSync(join(dataDir, 'clones', 'acme__token', 'index.db'))).toBe(true);
    expect(await deps.localIndex!.commitOf('acme/token')).toBeNull();
    expect((await index()).indexed[0]).toMatchObject({ upToDate: true, commit: head });
    const status = await deps.knowledge.status();
    expect(status.repos).toEqual([expect.objectContaining({ repo: 'acme/token', commit: head })]);
    expect(status.repos[0]?.chunks).toBeGreaterThan(3);
  });

  it('answers the search tools with kind, language, path and repo filters', async () => {
    const search = (q: Partial<Parameters<typeof deps.knowledge.search>[0]>) =>
      deps.knowledge.search({ query: '', kind: 'compact', limit: 5, ...q });
    const compact = await search({ query: 'mintTokens' });
    expect(compact[0]).toMatchObject({
      repo: 'acme/token',
      path: 'contract/token.compact',
      language: 'compact',
      url: expect.stringMatching(/^https:\/\/github\.com\/acme\/token\/blob\/[0-9a-f]{40}\/contract\/token\.compact#L/),
    });
    const ts = await search({ query: 'formatSupply', kind: 'typescript' });
    expect(ts[0]).toMatchObject({ path: 'src/format.ts', symbol: 'formatSupply', startLine: 1, endLine: 3 });
    expect(await search({ query: 'formatSupply', kind: 'typescript', path: 'nowhere/' })).toEqual([]);
    expect(await search({ query: 'formatSupply', kind: 'typescript', repo: 'other/repo' })).toEqual([]);
    const docs = await search({ query: 'mint tokens circuit', kind: 'docs', language: 'markdown' });
    expect(docs[0]).toMatchObject({ path: 'README.md' });
  });

  it('re-indexes a changed work tree', async () => {
    writeFileSync(join(clone, 'src/burn.ts'), 'export function burnTokens(n: bigint): bigint {\n  return -n;\n}\n');
    const next = await index();
    expect(next.indexed[0]).toMatchObject({ upToDate: false, commit: expect.stringMatching(/\+dirty$/) });
    const hits = await deps.knowledge.search({ query: 'burnTokens', kind: 'typescript', limit: 3 });
    expect(hits[0]).toMatchObject({ path: 'src/burn.ts', symbol: 'burnTokens' });
    // force rebuilds the clone's index from scratch: every file is read again.
    const forced = await index(true);
    expect(forced.indexed[0]).toMatchObject({ upToDate: false, files: 5 });
    expect((await deps.knowledge.search({ query: 'burnTokens', kind: 'typescript', limit: 3 }))[0]).toMatchObject({
      path: 'src/burn.ts',
    });
  });

  it('keeps one copy of a repo when it moves between the store and a clone index', async () => {
    const other = createDeps(loadConfig({ MIDNIGHT_DATA_DIR: tempDataDir() }), silentLogger);
    const run = async (dir: string) =>
      indexTargets([{ repo: 'acme/token', dir }], {
        github: other.github,
        knowledge: other.localIndex!,
        clones: other.clones,
        adapters: await other.adapters(),
      });
    try {
      await run(join(clone, 'contract')); // a sub-folder: read file by file into the store
      expect(await other.localIndex!.commitOf('acme/token')).toMatch(/^local:/);
      await run(clone); // the git root: the repo-index pipeline takes over
      expect(await other.localIndex!.commitOf('acme/token')).toBeNull();
      expect((await other.knowledge.status()).repos.map((r) => r.commit)).toEqual([
        git(clone, 'rev-parse', 'HEAD') + '+dirty',
      ]);
      await run(join(clone, 'contract'));
      expect(await other.clones!.has('acme/token')).toBe(false);
      expect((await other.knowledge.status()).repos).toEqual([
        expect.objectContaining({ commit: expect.stringMatching(/^local:/) }),
      ]);
      expect(await other.knowledge.search({ query: 'formatSupply', kind: 'typescript', limit: 3 })).toEqual([]);
    } finally {
      await other.dispose();
    }
  });
});
