import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectStdio } from '@sextant/mcp-shell/testing';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer } from './support/built.js';
import { generatedFiles, makeRepo } from './support/fixture-repo.js';

// A damaged index found by one process while a second server has the file open: the first moves it
// aside and rebuilds it; the second must then use the rebuilt file, not go on writing into the file
// moved aside (its runs would be lost, and the next open would find the store and the state apart),
// nor take the rebuilt file for the damaged one and move it aside again.
const base = mkdtempSync(join(tmpdir(), 'ri-damage2-'));
const repo = makeRepo(generatedFiles(120), base);
const env = { SEXTANT_DATA_DIR: join(base, 'data'), SEXTANT_ROOTS: base, OUTPUT_FORMAT: 'json', WATCH_MAX: '0' };
const cli = (...args: string[]) =>
  JSON.parse(
    execFileSync(process.execPath, [builtServer(), ...args], { env: { ...process.env, ...env }, encoding: 'utf8' }),
  );
let server: TestConnection | undefined;
afterAll(async () => {
  await server?.close().catch(() => undefined);
  rmSync(base, { recursive: true, force: true });
});

describe('a damaged index repaired by one process while another server has it open', () => {
  it('the other server goes on with the rebuilt file: no second rebuild, nothing lost', async () => {
    const first = cli('index', repo.root);
    const dir = join(base, 'data', 'repo-index', first.index_id as string);
    server = await connectStdio({ command: process.execPath, args: [builtServer()], env });
    const ensure = async () => {
      const r = await server!.client.callTool({ name: 'ensure_repo_index', arguments: { path: repo.root } });
      expect(r.isError, JSON.stringify(r.content)).toBeFalsy();
      return r.structuredContent as { status: string; stats: { repair?: unknown; chunks: number } };
    };
    expect((await ensure()).status).toBe('up_to_date');

    // Damaged while the server has it open; the next process to index finds it, moves it aside, rebuilds.
    const db = join(dir, 'index.db');
    truncateSync(db, Math.floor(statSync(db).size / 2) + 7);
    const rebuilt = cli('index', repo.root);
    expect(rebuilt.stats.repair).toMatchObject({ code: 'INDEX_REBUILT', reason: expect.stringMatching(/truncated/) });

    // The server indexes a change: into the rebuilt file, as an ordinary update.
    for (let i = 0; i < 120; i += 4)
      repo.write(`src/mod${i}/file${i}.ts`, `export function later${i}(): number {\n  return ${i};\n}\n`);
    repo.git('commit', '-q', '-am', 'later');
    const updated = await ensure();
    expect(updated.stats.repair).toBeUndefined();
    expect(updated.status).toBe('updated');

    // A fresh process finds the store and the state in agreement, and the change indexed.
    const again = cli('index', repo.root);
    expect(again.stats.repair).toBeUndefined();
    expect(again.status).toBe('up_to_date');
    expect(again.stats.chunks).toBe(updated.stats.chunks);
    expect(cli('search', repo.root, 'later40', '--k', '1').results[0]).toMatchObject({ symbol: 'later40' });
    const aside = readdirSync(dir).filter(
      (f) => /^index\.db\.damaged-[^-]+(-[^-]+)*$/.test(f) && !/-(wal|journal)$/.test(f),
    );
    expect(aside).toHaveLength(1);
  }, 300_000);
});
