import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld } from './support/world.js';
import type { World } from './support/world.js';

const appDir = fileURLToPath(new URL('..', import.meta.url));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

// A real server process: everything it writes (stderr log lines, tool results, files under its data and cache
// dirs) is read back after a run that used a viewing key and lost its node connection once.
describe('the server process, after a run with a viewing key and a dropped node connection', () => {
  let world: World;
  let stderr = '';
  let results = '';
  beforeAll(async () => {
    world = await startWorld({ blocks: 12 });
    const conn = await connectStdio({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: appDir,
      env: { ...world.env, LOG_LEVEL: 'debug' },
    });
    const key = world.indexer.data.viewingKey;
    try {
      const call = async (name: string, args: Record<string, unknown>) =>
        (results += JSON.stringify(await conn.client.callTool({ name, arguments: args })));
      await call('midnight_indexer_get_account_history', { viewing_key: key });
      await call('midnight_indexer_connect', { viewing_key: key });
      await call('midnight_indexer_get_account_history', { viewing_key: `${key.slice(0, -6)}qqqqqq` });
      await call('midnight_indexer_get_account_history', { viewing_key: key.replace('undeployed', 'preview') });
      await call('midnight_rpc_get_block', { height: 3 });
      world.node.dropConnections();
      await new Promise((r) => setTimeout(r, 300));
      await call('midnight_rpc_get_block', { height: 4 });
    } finally {
      await conn.close();
      stderr = conn.stderr();
    }
  }, 60_000);
  afterAll(() => world?.close());

  it('writes only JSON log lines to stderr, @polkadot disconnect notices included', () => {
    const lines = stderr.split('\n').filter((l) => l.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.some((l) => l.includes('API-WS'))).toBe(true);
    expect(stderr).not.toMatch(/^\S*\s+API-WS:/m);
  });

  it('never writes the viewing key, or a mistyped copy of it, to logs, results or files', async () => {
    const key = world.indexer.data.viewingKey;
    const secrets = [key, key.slice(0, -6), key.replace('undeployed', 'preview').slice(0, -6)];
    const files = await filesUnder(world.tmp);
    const written = [stderr, results, ...(await Promise.all(files.map((f) => readFile(f, 'utf8'))))];
    for (const secret of secrets) for (const text of written) expect(text.includes(secret)).toBe(false);
    // The session id the indexer handed out stays in memory too.
    for (const id of world.indexer.sessions.keys()) for (const text of written) expect(text.includes(id)).toBe(false);
  });
});
