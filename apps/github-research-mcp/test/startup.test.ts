import { startFakeGitHub } from '@sextant/github-source/testing';
import { probeStartup } from '@sextant/mcp-shell/testing';
import { describe, expect, it } from 'vitest';
import { builtServer, fakeEnv } from './support/setup.js';

describe('github-research-mcp start-up', () => {
  it('lists its tools without a handler module; bad input stays light; the first call loads it and answers', async () => {
    const gh = await startFakeGitHub();
    try {
      const probe = await probeStartup({
        command: process.execPath,
        args: [builtServer()],
        env: { ...fakeEnv(gh), OUTPUT_FORMAT: 'json' },
        callOnly: /[\\/]dist[\\/]github-[\w-]+-\w+\.js$/,
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
      expect(probe.afterCall).toEqual([expect.stringMatching(/github-search-code-\w+\.js$/)]);
    } finally {
      await gh.close();
    }
  });
});
