import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { silentLogger } from '@sextant/core-engine';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { prompts } from '../../src/prompts.js';
import { resources, resourceTemplates } from '../../src/resources.js';
import { tools } from '../../src/tools/index.js';
import { startFakeDocs } from './fake-docs.js';
import { startFakeGithub } from './fake-github.js';

/** A fresh data directory, so tests never touch the user's knowledge base. */
export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'midnight-kb-'));

/** The allowed root of test clients: the fixture contracts (kept beside the Compact analysis they exercise). */
export const fixtureRoot = fileURLToPath(
  new URL('../../../../packages/language-adapters/test/fixtures/compact-analysis/', import.meta.url),
);

/** Starts the loopback GitHub and docs servers and connects a real MCP client to the app's tools. */
export async function connectApp(opts: { rateLimited?: boolean; env?: Record<string, string> } = {}) {
  const github = await startFakeGithub(opts);
  const docs = await startFakeDocs();
  const deps = createDeps(
    loadConfig({
      MIDNIGHT_GITHUB_API_URL: github.url,
      MIDNIGHT_DOCS_URL: docs.url,
      MIDNIGHT_DATA_DIR: tempDataDir(),
      ...opts.env,
    }),
    silentLogger,
  );
  const { client, close } = await connectInMemory({
    tools,
    prompts,
    resources,
    resourceTemplates,
    deps,
    format: 'json',
    roots: [fixtureRoot],
  });
  return {
    client,
    github,
    docs,
    deps,
    /** Calls a tool and returns its structured result, failing loudly on a tool error. */
    async call(name: string, args: Record<string, unknown> = {}) {
      const res = await client.callTool({ name, arguments: args });
      if (res.isError) throw new Error(`${name} failed: ${JSON.stringify(res.content)}`);
      return res.structuredContent as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    },
    async close() {
      await close();
      await github.close();
      await docs.close();
    },
  };
}
