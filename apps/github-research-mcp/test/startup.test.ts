import { startFakeGitHub } from '@sextant/github-source/testing';
import { probeStartup } from '@sextant/mcp-shell/testing';
import { describe, expect, it } from 'vitest';
import { builtServer, fakeEnv } from './support/setup.js';

describe('github-research-mcp start-up', () => {
  it('lists its tools without a handler module or github-source; bad input stays light; the first call loads them and answers', async () => {
    const gh = await startFakeGitHub();
    try {
      const probe = await probeStartup({
        command: process.execPath,
        args: [builtServer()],
        env: { ...fakeEnv(gh), OUTPUT_FORMAT: 'json' },
        // Handler chunks of the built bin, and github-source (the deps are made on the first call).
        callOnly: /[\\/]dist[\\/]github-[\w-]+-\w+\.js$|github-source[\\/]dist[\\/](index|research)\.js$/,
        bad: { name: 'githubSearchCode', arguments: { queries: 'TokenStore' } },
        call: {
          name: 'githubSearchCode',
          arguments: { queries: [{ keywordsToSearch: ['TokenStore'], owner: 'acme' }] },
        },
      });
      expect(probe.tools).toHaveLength(5);
      expect([probe.atList, probe.afterBad]).toEqual([[], []]);
      expect(probe.bad.isError).toBe(true);
      expect(JSON.parse(probe.bad.text)).toMatchObject({ error: { code: 'INVALID_INPUT' } });
      expect(probe.call.isError).toBeFalsy();
      expect(probe.call.text).toContain('hasResults');
      expect([...probe.afterCall].sort()).toEqual([
        expect.stringMatching(/github-search-code-\w+\.js$/),
        expect.stringMatching(/github-source[\\/]dist[\\/]index\.js$/),
        expect.stringMatching(/github-source[\\/]dist[\\/]research\.js$/),
      ]);
    } finally {
      await gh.close();
    }
  });
});
