import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer } from './support/built.js';
import { makeRepo } from './support/fixture-repo.js';

const base = mkdtempSync(join(tmpdir(), 'ri-cli-'));
const repo = makeRepo(undefined, base);
const env = { ...process.env, SEXTANT_DATA_DIR: join(base, 'data'), SEXTANT_ROOTS: base };
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** Runs the built server as a CLI command, the way a CI script would. */
function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [builtServer(), ...args], { env, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const json = (s: string) => JSON.parse(s) as Record<string, unknown>;

describe('repo-index-mcp CLI', () => {
  it('index PATH builds the index, then reports it up to date', () => {
    const first = cli('index', repo.root, '--format', 'json');
    expect(first.code).toBe(0);
    expect(json(first.stdout)).toMatchObject({ status: 'created', stats: { files: 4, changed: 4 } });
    const again = cli('index', repo.root, '--format', 'json');
    expect(json(again.stdout)).toMatchObject({ status: 'up_to_date', stats: { changed: 0 } });
  });

  it('search PATH QUERY prints ranked results; TOON by default', () => {
    const r = cli('search', repo.root, 'parseConfig', '--format', 'json');
    expect(r.code).toBe(0);
    const out = json(r.stdout) as { results: { path: string; symbol?: string; snippet: string }[] };
    expect(out.results[0]).toMatchObject({ path: 'src/config.ts', symbol: 'parseConfig' });
    expect(out.results[0]!.snippet).toContain("throw new Error('port is required')");
    const toon = cli('search', repo.root, 'file checksum');
    expect(toon.code).toBe(0);
    expect(toon.stdout).toMatch(/^index_id: /);
    expect(toon.stdout).toContain('tools/checksum.py');
  });

  it('map PATH --tokens N fits the budget, most referenced file first', () => {
    const r = cli('map', repo.root, '--tokens', '80', '--format', 'json');
    expect(r.code).toBe(0);
    const out = json(r.stdout) as { map: string; tokens: number };
    expect(out.map.split('\n')[0]).toBe('src/config.ts:');
    expect(out.tokens).toBeLessThanOrEqual(80);
  });

  it('ask PATH QUESTION answers extractively with verified citations', () => {
    const r = cli('ask', repo.root, 'where is the port validated?', '--format', 'json');
    expect(r.code).toBe(0);
    const out = json(r.stdout) as { mode: string; citations: { path: string }[]; dropped_citations: unknown[] };
    expect(out.mode).toBe('extractive');
    expect(out.citations[0]!.path).toBe('src/config.ts');
    expect(out.dropped_citations).toEqual([]);
  });

  it('exits non-zero with a structured error on stderr for a folder that is not a git repository', () => {
    const plain = join(base, 'plain');
    mkdirSync(plain);
    const r = cli('index', plain, '--format', 'json');
    expect(r.code).not.toBe(0);
    expect(r.stdout).toBe('');
    expect(json(r.stderr)).toMatchObject({ error: { code: 'NOT_A_REPO', message: expect.stringContaining(plain) } });
  });
});
