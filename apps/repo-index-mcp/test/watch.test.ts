import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { resourceTemplates } from '../src/resources/index-resources.js';
import { tools } from '../src/tools/index.js';
import { builtServer } from './support/built.js';
import { makeRepo } from './support/fixture-repo.js';

const base = mkdtempSync(join(tmpdir(), 'ri-watch-'));
// At most one watched index, so that the cap shows.
const deps = createDeps(loadConfig({ SEXTANT_DATA_DIR: join(base, 'data'), WATCH_MAX: '1' }), silentLogger);
afterAll(async () => {
  await deps.dispose();
  rmSync(base, { recursive: true, force: true });
});

type Search = { results: { path: string; symbol?: string }[]; index: { behind: boolean } };

/** Polls (generously: the machine may be busy) until `check` holds; nothing about time is asserted. */
async function eventually<T>(get: () => Promise<T>, check: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const v = await get();
    if (check(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('never happened');
}

describe('watch mode (server)', () => {
  it('an edit is found by search_repo without another ensure; only WATCH_MAX indexes are watched', async () => {
    const a = makeRepo(undefined, base);
    const b = makeRepo(undefined, base);
    const { client, close } = await connectInMemory({ tools, resourceTemplates, deps, roots: [base], format: 'json' });
    const ensure = async (root: string) =>
      (
        (await client.callTool({ name: 'ensure_repo_index', arguments: { path: root } })).structuredContent as {
          index_id: string;
        }
      ).index_id;
    const idA = await ensure(a.root);
    expect(deps.indexes.watching()).toEqual([idA]);

    a.write('src/added.ts', 'export function watchedAddition() {\n  return 42;\n}\n');
    const search = async () =>
      (await client.callTool({ name: 'search_repo', arguments: { index_id: idA, query: 'watchedAddition' } }))
        .structuredContent as Search;
    const found = await eventually(search, (s) => s.results.some((r) => r.symbol === 'watchedAddition'));
    expect(found.results[0]!.path).toBe('src/added.ts');
    await eventually(search, (s) => !s.index.behind);

    const idB = await ensure(b.root);
    expect(deps.indexes.watching()).toEqual([idB]);
    await close();
  });
});

describe('watch mode: freshness from memory', () => {
  it('search_repo on a watched index never runs git status; an unwatched one does on every call', async () => {
    // A `git` first on PATH that notes its subcommand line, then runs the real one.
    const bin = mkdtempSync(join(base, 'bin-'));
    const calls = join(bin, 'calls.log');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${calls}'\nexec '${realGit}' "$@"\n`);
    chmodSync(join(bin, 'git'), 0o755);
    const statusRuns = () => {
      try {
        return readFileSync(calls, 'utf8')
          .split('\n')
          .filter((l) => / status( |$)/.test(l)).length;
      } catch {
        return 0;
      }
    };
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path ?? ''}`;
    const repo = makeRepo(undefined, base);
    // A zero freshness TTL: an unwatched index would ask git on every call.
    const searches = async (watchMax: string) => {
      const d = createDeps(
        loadConfig({ SEXTANT_DATA_DIR: join(base, `data-${watchMax}`), FRESHNESS_TTL_MS: '0', WATCH_MAX: watchMax }),
        silentLogger,
      );
      const { client, close } = await connectInMemory({ tools, deps: d, roots: [base], format: 'json' });
      const built = await client.callTool({ name: 'ensure_repo_index', arguments: { path: repo.root } });
      const id = (built.structuredContent as { index_id: string }).index_id;
      await (await d.indexes.get(id)).index.idle();
      const before = statusRuns();
      for (const query of ['alpha', 'how are users loaded', 'beta', 'gamma', 'delta']) {
        const res = await client.callTool({ name: 'search_repo', arguments: { index_id: id, query } });
        expect(res.isError).toBeFalsy();
      }
      const runs = statusRuns() - before;
      await close();
      await d.dispose();
      return runs;
    };
    try {
      expect(await searches('8')).toBe(0);
      expect(await searches('0')).toBeGreaterThanOrEqual(5);
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('repo-index-mcp watch PATH', () => {
  it('indexes, re-indexes each edit in the background, and stops on SIGTERM', async () => {
    const repo = makeRepo(undefined, base);
    const env = { ...process.env, SEXTANT_DATA_DIR: join(base, 'cli-data'), SEXTANT_ROOTS: base };
    const child = spawn(process.execPath, [builtServer(), 'watch', repo.root], { env });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    await eventually(
      async () => out,
      (o) => o.includes('watching '),
    );
    expect(out).toMatch(/created: 4 changed/);
    repo.write('src/config.ts', 'export function onlyNow() {\n  return 1;\n}\n');
    await eventually(
      async () => out,
      (o) => /updated: 1 changed/.test(o),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
