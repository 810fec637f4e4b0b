import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startFakeGitHub, type FakeFixtures, type FakeGitHub } from '@sextant/github-source/testing';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { afterEach } from 'vitest';
import { createDeps, loadConfig, prompts, tools } from '../../src/index.js';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

/** Env pointing the server at a loopback GitHub. */
export const fakeEnv = (gh: FakeGitHub, extra: Record<string, string> = {}) => ({
  GITHUB_API_URL: gh.url,
  GITHUB_TOKEN: 'test-token',
  GITHUB_SEARCH_MIN_TIME_MS: '0',
  GITHUB_USE_GH_CLI: 'false',
  ...extra,
});

// Results are checked field by field in the tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>;

/** A loopback GitHub and an SDK client connected in memory to the real tools. */
export async function connect(env: Record<string, string> = {}, fixtures?: FakeFixtures) {
  const gh = await startFakeGitHub({ fixtures });
  const deps = await createDeps(loadConfig(fakeEnv(gh, env)));
  const conn = await connectInMemory({ tools, prompts, deps, format: 'json' });
  open.push(conn, gh);
  const call = async (name: string, args: Record<string, unknown>) => {
    const res = await conn.client.callTool({ name, arguments: args });
    return res as {
      isError?: boolean;
      structuredContent?: {
        results: Array<Row>;
        rateLimit?: Record<string, unknown>;
        warning?: string;
      };
      content: Array<{ text: string }>;
    };
  };
  return { gh, client: conn.client, call };
}

/** Path of the built server; builds it (and its deps) when missing. */
export function builtServer(): string {
  const entry = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
  if (!existsSync(entry)) {
    const root = fileURLToPath(new URL('../../../..', import.meta.url));
    execFileSync('npx', ['-y', 'pnpm@10.34.8', '--filter', 'github-research-mcp...', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
  }
  return entry;
}
