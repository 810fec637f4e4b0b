import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectStdio } from '@sextant/mcp-shell/testing';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { createLibsqlStore } from '@sextant/vector-search';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer } from './support/built.js';
import { generatedFiles, makeRepo } from './support/fixture-repo.js';

// Two real server processes (two editors) on one data directory: one indexes while the other searches
// the committed index, then both index; nothing is lost or corrupted, and a dead process's lock is taken over.
const base = mkdtempSync(join(tmpdir(), 'ri-two-'));
const repo = makeRepo(generatedFiles(300), base);
// Watch mode off: these servers re-index only when told to, so each run's outcome is the test's to check.
const env = { SEXTANT_DATA_DIR: join(base, 'data'), SEXTANT_ROOTS: base, OUTPUT_FORMAT: 'json', WATCH_MAX: '0' };
const servers: TestConnection[] = [];
afterAll(async () => {
  for (const s of servers) await s.close().catch(() => undefined);
  rmSync(base, { recursive: true, force: true });
});

const start = async () => {
  const s = await connectStdio({ command: process.execPath, args: [builtServer()], env });
  servers.push(s);
  return s.client;
};
type Client = Awaited<ReturnType<typeof start>>;
const call = async (client: Client, name: string, args: Record<string, unknown>) => {
  const r = await client.callTool({ name, arguments: args });
  return { isError: r.isError === true, value: r.structuredContent as Record<string, unknown>, text: r.content };
};
const topIds = async (client: Client, index_id: string, query: string) => {
  const r = await call(client, 'search_repo', { index_id, query, k: 5, detail: 'full' });
  expect(r.isError, JSON.stringify(r.text)).toBe(false);
  return (r.value.results as { path: string; start_line: number }[]).map((x) => `${x.path}:${x.start_line}`);
};

describe('two servers on one data directory', () => {
  it('one reads the committed index while the other writes; both indexing leaves one sound index', async () => {
    const [a, b] = [await start(), await start()];
    const first = await call(a, 'ensure_repo_index', { path: repo.root });
    const index_id = first.value.index_id as string;
    const before = await topIds(b, index_id, 'handler42x7');
    expect(before[0]).toMatch(/^src\/mod42\/file42.ts:/);

    // Every other file gets new definitions; server A re-indexes, server B searches all the while.
    for (let i = 0; i < 300; i += 2)
      repo.write(
        `src/mod${i}/file${i}.ts`,
        Array.from(
          { length: 12 },
          (_, j) => `export function moved${i}x${j}(): number {\n  return ${i * j};\n}\n`,
        ).join('\n'),
      );
    // Snippets and lines come from the work tree: the answer of the old index, as the files are now.
    const old = await topIds(b, index_id, 'handler42x7');
    const running = call(a, 'ensure_repo_index', { path: repo.root });
    let done = false;
    void running.finally(() => (done = true));
    const seen = new Set<string>();
    let reads = 0;
    while (!done) {
      // Before A commits, B answers from the old index; after, from the new one; never a mix, never an error.
      const ids = await topIds(b, index_id, 'handler42x7');
      seen.add(JSON.stringify(ids));
      reads++;
    }
    const updated = await running;
    expect(updated.isError, JSON.stringify(updated.text)).toBe(false);
    expect(updated.value.status).toBe('updated');
    const after = await topIds(b, index_id, 'handler42x7');
    expect(reads).toBeGreaterThan(0);
    for (const s of seen) expect([JSON.stringify(old), JSON.stringify(after)], s).toContain(s);
    expect((await topIds(b, index_id, 'moved42x7'))[0]).toMatch(/^src\/mod42\/file42.ts:/);

    // Both index at once: one waits for the other's lock, then finds nothing left to do.
    repo.write('src/extra.ts', 'export function latecomer(): number {\n  return 1;\n}\n');
    const both = await Promise.all([
      call(a, 'ensure_repo_index', { path: repo.root }),
      call(b, 'ensure_repo_index', { path: repo.root }),
    ]);
    expect(both.map((r) => r.isError)).toEqual([false, false]);
    expect(both.map((r) => r.value.status).sort()).toEqual(['up_to_date', 'updated']);
    expect((await topIds(a, index_id, 'latecomer'))[0]).toBe('src/extra.ts:1');

    // The file is sound and holds what the state lists, once.
    const store = await createLibsqlStore({ path: join(base, 'data', 'repo-index', index_id, 'index.db') });
    expect(store.repaired).toBeUndefined();
    const stats = both.find((r) => r.value.status === 'updated')!.value.stats as { chunks: number };
    expect(await store.count()).toBe(stats.chunks);
    await store.dispose?.();
  }, 300_000);

  it("a lock left by a dead process is taken over by the next server's run", async () => {
    const c = await start();
    const ensured = await call(c, 'ensure_repo_index', { path: repo.root });
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(base, 'data', 'repo-index', ensured.value.index_id as string, 'lock'), dead.stdout);
    repo.write('src/after-crash.ts', 'export function afterCrash(): number {\n  return 2;\n}\n');
    const r = await call(c, 'ensure_repo_index', { path: repo.root });
    expect(r.isError, JSON.stringify(r.text)).toBe(false);
    expect(r.value.status).toBe('updated');
  }, 120_000);
});
