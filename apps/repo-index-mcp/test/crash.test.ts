import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStateFile } from '@sextant/core-engine/indexing';
import { createLibsqlStore } from '@sextant/vector-search';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer } from './support/built.js';
import { generatedFiles, makeRepo } from './support/fixture-repo.js';

const base = mkdtempSync(join(tmpdir(), 'ri-crash-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('kill -9 during indexing', () => {
  it('the next run repairs the index: consistent and complete', async () => {
    const repo = makeRepo(generatedFiles(400), base);
    const env = { ...process.env, SEXTANT_DATA_DIR: join(base, 'data'), SEXTANT_ROOTS: base, OUTPUT_FORMAT: 'json' };
    const cli = (...args: string[]) =>
      JSON.parse(execFileSync(process.execPath, [builtServer(), ...args], { env, encoding: 'utf8' }));
    const first = cli('index', repo.root);
    const dir = join(
      base,
      'data',
      'repo-index',
      createHash('sha256').update(`${repo.root}\0`).digest('hex').slice(0, 16),
    );
    expect(first.index_id).toBe(dir.split('/').pop());

    // Change every file, re-index, and kill -9 as soon as the commit journal appears (store half-written).
    // Every file rewritten with new definitions (a commit of ~4800 chunks: a wide window to kill in).
    for (let i = 0; i < 400; i++) {
      repo.write(
        `src/mod${i}/file${i}.ts`,
        Array.from(
          { length: 12 },
          (_, j) => `export function renamed${i}x${j}(): number {\n  return ${i + j};\n}\n`,
        ).join('\n'),
      );
    }
    const child = spawn(process.execPath, [builtServer(), 'index', repo.root], { env, stdio: 'ignore' });
    const killed = await new Promise<boolean>((resolve) => {
      const timer = setInterval(() => {
        if (existsSync(join(dir, 'journal.json'))) {
          child.kill('SIGKILL');
          clearInterval(timer);
          resolve(true);
        }
      }, 2);
      child.once('exit', () => {
        clearInterval(timer);
        resolve(false);
      });
    });
    await new Promise((r) => (child.exitCode === null && child.signalCode === null ? child.once('exit', r) : r(null)));
    expect(killed, 'the run finished before the journal was seen; the repository is too small for this machine').toBe(
      true,
    );
    expect(existsSync(join(dir, 'journal.json'))).toBe(true);

    const again = cli('index', repo.root);
    expect(again.status).toBe('updated');
    expect(existsSync(join(dir, 'journal.json'))).toBe(false);
    // The state as its files hold it (a base and the log of runs since).
    const state = readStateFile(dir)!;
    const expected = Object.values(state.files)
      .flatMap((f) => f.chunks)
      .sort();
    const store = await createLibsqlStore({ path: join(dir, 'index.db') });
    const stored: string[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = await store.list!({ offset, limit: 1000 });
      stored.push(...page.map((c) => c.id));
      if (page.length < 1000) break;
    }
    await store.dispose?.();
    expect(stored.sort()).toEqual(expected);
    expect(expected).toHaveLength(400 * 12);
    const hit = cli('search', repo.root, 'renamed123x5', '--k', '1');
    expect(hit.results[0]).toMatchObject({ path: 'src/mod123/file123.ts', symbol: 'renamed123x5' });
  });
});
