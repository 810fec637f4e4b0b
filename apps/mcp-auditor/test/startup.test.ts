import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { connectStdio, moduleTrace } from '@sextant/mcp-shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, text } from './support.js';

const appDir = fileURLToPath(new URL('../', import.meta.url));
const main = `${appDir}dist/main.js`;
// What only a call needs: the handler's chunk of the built bin and the parser behind it.
const callOnly = (loaded: string[]) =>
  loaded.filter((m) => /[\\/]@ast-grep[\\/]|[\\/]dist[\\/]entrypoints-\w+\.js$/.test(m));

beforeAll(() => {
  if (!existsSync(main)) execFileSync('npx', ['tsup'], { cwd: appDir, stdio: 'ignore' });
});

describe('mcp-auditor start-up', () => {
  it('lists its tools without the handler or the parser; a bad call stays light, the first call loads them', async () => {
    const trace = moduleTrace();
    const env = { SEXTANT_ROOTS: repoRoot, LOG_LEVEL: 'warn', OUTPUT_FORMAT: 'json' };
    const conn = await connectStdio({ command: process.execPath, args: [...trace.flags, main], env, cwd: repoRoot });
    try {
      const { tools } = await conn.client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['callgraph', 'entrypoints', 'function_insights']);
      expect(callOnly(trace.loaded())).toEqual([]);

      const bad = await conn.client.callTool({ name: 'entrypoints', arguments: { paths: 'src' } });
      expect(bad.isError).toBe(true);
      expect(JSON.parse(text(bad))).toMatchObject({ error: { code: 'INVALID_INPUT' } });
      expect(callOnly(trace.loaded())).toEqual([]);

      const res = await conn.client.callTool({
        name: 'entrypoints',
        arguments: { paths: ['apps/mcp-auditor/test/fixtures/foundry-project/src'] },
      });
      expect(res.isError).toBeFalsy();
      expect(JSON.parse(text(res))).toMatchObject({
        contracts: expect.arrayContaining([expect.objectContaining({ contract: 'Token' })]),
      });
      expect(callOnly(trace.loaded())).toEqual(
        expect.arrayContaining([expect.stringMatching(/entrypoints-\w+\.js$/), expect.stringMatching(/@ast-grep/)]),
      );
    } finally {
      await conn.close();
    }
  });
});
