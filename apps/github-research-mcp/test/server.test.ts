import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { startFakeGitHub, type FakeGitHub } from '@sextant/github-source/testing';
import { connectHttp, connectStdio } from '@sextant/mcp-shell/testing';
import { countTokens } from '@sextant/toon-output/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServer, connect, fakeEnv } from './support/setup.js';

const TOOL_NAMES = [
  'githubSearchRepositories',
  'githubSearchCode',
  'githubViewRepoStructure',
  'githubGetFileContent',
  'githubSearchPullRequests',
];

describe('tool surface', () => {
  it('lists five read-only tools with short descriptions; tools/list stays small', async () => {
    const { client } = await connect();
    const list = await client.listTools();
    expect(list.tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    for (const t of list.tools) {
      expect(t.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true });
      expect(countTokens(t.description ?? '')).toBeLessThan(60);
    }
    const tokens = countTokens(JSON.stringify(list));
    expect(tokens).toBeLessThan(6000); // octocode-class servers spend 1k+ per tool
    await expect(JSON.stringify(list, null, 2)).toMatchFileSnapshot('__toolsnaps__/tools.json');
  });

  it('offers the research prompt', async () => {
    const { client } = await connect();
    const p = await client.getPrompt({
      name: 'github_research',
      arguments: { goal: 'how are tokens refreshed', owner: 'acme', repo: 'widgets' },
    });
    const text = (p.messages[0]!.content as { text: string }).text;
    expect(text).toContain('acme/widgets');
    expect(text).toMatch(/githubViewRepoStructure[\s\S]*githubGetFileContent[\s\S]*githubSearchPullRequests/);
  });
});

describe('built server', () => {
  let gh: FakeGitHub;
  let entry: string;
  beforeAll(async () => {
    entry = builtServer();
    gh = await startFakeGitHub();
  });
  afterAll(async () => gh?.close());

  it('serves all five tools over stdio', async () => {
    const conn = await connectStdio({ command: process.execPath, args: [entry], env: fakeEnv(gh) });
    try {
      const calls = [
        ['githubSearchRepositories', { queries: [{ owner: 'acme' }] }],
        ['githubSearchCode', { queries: [{ keywordsToSearch: ['TokenStore'], owner: 'acme' }] }],
        ['githubViewRepoStructure', { queries: [{ owner: 'acme', repo: 'ledger' }] }],
        ['githubGetFileContent', { queries: [{ owner: 'acme', repo: 'ledger', path: 'README.md' }] }],
        ['githubSearchPullRequests', { queries: [{ owner: 'acme', repo: 'ledger', prNumber: 7 }] }],
      ] as const;
      for (const [name, args] of calls) {
        const res = await conn.client.callTool({ name, arguments: args });
        expect(res.isError, name).toBeFalsy();
        expect((res.structuredContent as { results: Array<{ status: string }> }).results[0]!.status, name).toBe(
          'hasResults',
        );
      }
    } finally {
      await conn.close();
    }
  });

  it('serves over Streamable HTTP and honours TOOLS_TO_RUN', async () => {
    const child: ChildProcess = spawn(process.execPath, [entry, '--http', '--port', '0'], {
      // The structured mode this test asserts on (a default server sends the text alone).
      env: {
        ...process.env,
        ...fakeEnv(gh),
        TOOLS_TO_RUN: 'githubGetFileContent,githubSearchCode',
        SEXTANT_STRUCTURED_CONTENT: 'on',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let err = '';
        child.stderr!.on('data', (d: Buffer) => {
          err += d.toString();
          const m = /listening on (http:\/\/\S+)/.exec(err);
          if (m) resolve(m[1]!);
        });
        child.once('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
      });
      const conn = await connectHttp({ url });
      const names = (await conn.client.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(['githubSearchCode', 'githubGetFileContent']);
      const res = await conn.client.callTool({
        name: 'githubGetFileContent',
        arguments: {
          queries: [
            {
              owner: 'acme',
              repo: 'widgets',
              path: 'src/auth/token-store.ts',
              matchString: 'FALLBACK_TOKEN =',
              matchStringContextLines: 0,
            },
          ],
        },
      });
      expect(JSON.stringify(res.structuredContent)).toContain('[REDACTED:github-pat]');
      await conn.close();
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('runs a tool from the CLI', async () => {
    // Async: the loopback GitHub lives in this process, so a sync spawn would deadlock it.
    const out = await promisify(execFile)(
      process.execPath,
      [
        entry,
        'githubViewRepoStructure',
        '--json',
        JSON.stringify({ queries: [{ owner: 'acme', repo: 'ledger' }] }),
        '--format',
        'json',
      ],
      {
        env: { ...process.env, ...fakeEnv(gh) },
      },
    );
    expect(JSON.parse(out.stdout).results[0].entries.map((e: { path: string }) => e.path)).toContain('pyproject.toml');
  });
});
