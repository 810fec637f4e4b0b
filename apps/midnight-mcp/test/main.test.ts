import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { describe, expect, it } from 'vitest';
import { fixtureRoot, tempDataDir } from './support/connect.js';
import { startFakeGithub } from './support/fake-github.js';

const execFileAsync = promisify(execFile);
const app = fileURLToPath(new URL('..', import.meta.url));
// The child process imports workspace packages from their dist/ (as a user's install would).
const built = ['core-engine', 'language-adapters', 'mcp-shell', 'security', 'toon-output'].every((p) =>
  existsSync(fileURLToPath(new URL(`../../../packages/${p}/dist/index.js`, import.meta.url))),
);

describe(`midnight-mcp over real stdio${built ? '' : ' (SKIPPED: build the workspace packages first: pnpm build)'}`, () => {
  it.skipIf(!built)('starts, lists its tools and answers a version call against the loopback GitHub', async () => {
    const github = await startFakeGithub();
    const conn = await connectStdio({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: app,
      env: {
        MIDNIGHT_GITHUB_API_URL: github.url,
        MIDNIGHT_DOCS_URL: 'http://127.0.0.1:9',
        OUTPUT_FORMAT: 'json',
        MIDNIGHT_DATA_DIR: tempDataDir(),
      },
    });
    try {
      const { tools } = await conn.client.listTools();
      expect(tools).toHaveLength(30);
      const res = await conn.client.callTool({
        name: 'midnight-check-breaking-changes',
        arguments: { from: '0.25.0' },
      });
      expect(res.isError).toBeFalsy();
      expect(res.structuredContent).toMatchObject({
        from: '0.25.0',
        breakingCount: 2,
        to: { tag: 'compactc-v0.26.0' },
      });
    } finally {
      await conn.close();
      await github.close();
    }
  });

  it.skipIf(!built)('runs a tool once from the command line with a positional path', () => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts', 'midnight-extract-contract-structure', 'leaky.compact', '--format', 'json'],
      {
        cwd: app,
        encoding: 'utf8',
        env: { ...process.env, SEXTANT_ROOTS: fixtureRoot, MIDNIGHT_DATA_DIR: tempDataDir() },
      },
    );
    const result = JSON.parse(out) as { entrypoints: string[]; ledger: unknown[] };
    expect(result.entrypoints).toContain('storeViaHelper');
    expect(result.ledger).toHaveLength(4);
  });

  it.skipIf(!built)(
    'builds the knowledge base with `midnight-mcp index owner/name` and skips it the second time',
    async () => {
      const github = await startFakeGithub();
      const dataDir = tempDataDir();
      // Async: the loopback server lives in this process and must keep answering while the CLI runs.
      const run = async () => {
        const { stdout } = await execFileAsync(
          process.execPath,
          ['--import', 'tsx', 'src/main.ts', 'index', 'midnightntwrk/compact', '--format', 'json'],
          {
            cwd: app,
            env: { ...process.env, MIDNIGHT_GITHUB_API_URL: github.url, MIDNIGHT_DATA_DIR: dataDir },
          },
        );
        return JSON.parse(stdout) as { indexed: { upToDate: boolean; chunks: number }[] };
      };
      try {
        expect((await run()).indexed[0]).toMatchObject({ upToDate: false });
        expect((await run()).indexed[0]).toMatchObject({ upToDate: true, chunks: 0 });
      } finally {
        await github.close();
      }
    },
  );
});
