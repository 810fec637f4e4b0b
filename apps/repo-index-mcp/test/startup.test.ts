import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeStartup } from '@sextant/mcp-shell/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer } from './support/built.js';
import { makeRepo } from './support/fixture-repo.js';

const base = mkdtempSync(join(tmpdir(), 'ri-startup-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('repo-index-mcp start-up', () => {
  it('lists its tools without a handler, the indexing libraries, libsql or the tokenizer; bad input stays light; the first call answers', async () => {
    const repo = makeRepo(undefined, base);
    const probe = await probeStartup({
      command: process.execPath,
      args: [builtServer()],
      env: { SEXTANT_DATA_DIR: join(base, 'data'), SEXTANT_ROOTS: base, OUTPUT_FORMAT: 'json', LOG_LEVEL: 'warn' },
      // Handler chunks of the built bin, the store, the tokenizer and the indexing libraries (core-engine's
      // indexing, every language adapter, vector-search).
      callOnly:
        /[\\/](libsql|@libsql|gpt-tokenizer|openai)[\\/]|[\\/]dist[\\/]ensure-repo-index-\w+\.js$|core-engine[\\/]dist[\\/]indexing\.js$|(language-adapters|vector-search)[\\/]dist[\\/]index\.js$/,
      bad: { name: 'ensure_repo_index', arguments: { path: '' } },
      call: { name: 'ensure_repo_index', arguments: { path: repo.root } },
    });
    expect(probe.tools).toContain('search_repo');
    expect([probe.atList, probe.afterBad]).toEqual([[], []]);
    expect(probe.bad.isError).toBe(true);
    expect(JSON.parse(probe.bad.text)).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect(probe.call.isError).toBeFalsy();
    expect(JSON.parse(probe.call.text)).toHaveProperty('index_id');
    expect(probe.afterCall).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ensure-repo-index-\w+\.js$/),
        expect.stringMatching(/core-engine[\\/]dist[\\/]indexing\.js$/),
        expect.stringMatching(/language-adapters[\\/]dist[\\/]index\.js$/),
        expect.stringMatching(/vector-search[\\/]dist[\\/]index\.js$/),
      ]),
    );
  });
});
