import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { probeStartup } from '@sextant/mcp-shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support.js';

const appDir = fileURLToPath(new URL('../', import.meta.url));
const main = `${appDir}dist/main.js`;

beforeAll(() => {
  if (!existsSync(main)) execFileSync('npx', ['tsup'], { cwd: appDir, stdio: 'ignore' });
});

describe('mcp-auditor start-up', () => {
  it('lists its tools without the handler, the language adapters or the parser; bad input stays light, the first call loads them', async () => {
    const probe = await probeStartup({
      command: process.execPath,
      args: [main],
      env: { SEXTANT_ROOTS: repoRoot, LOG_LEVEL: 'warn', OUTPUT_FORMAT: 'json' },
      cwd: repoRoot,
      // The handler's chunk of the built bin, @sextant/language-adapters (every adapter) and the parser behind it.
      callOnly: /[\\/]@ast-grep[\\/]|[\\/]dist[\\/]entrypoints-\w+\.js$|language-adapters[\\/](dist|src)[\\/]/,
      bad: { name: 'entrypoints', arguments: { paths: 'src' } },
      call: { name: 'entrypoints', arguments: { paths: ['apps/mcp-auditor/test/fixtures/foundry-project/src'] } },
    });
    expect(probe.tools.sort()).toEqual(['callgraph', 'entrypoints', 'function_insights']);
    expect([probe.atList, probe.afterBad]).toEqual([[], []]);
    expect(probe.bad.isError).toBe(true);
    expect(JSON.parse(probe.bad.text)).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect(probe.call.isError).toBeFalsy();
    expect(JSON.parse(probe.call.text)).toMatchObject({
      contracts: expect.arrayContaining([expect.objectContaining({ contract: 'Token' })]),
    });
    expect(probe.afterCall).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/entrypoints-\w+\.js$/),
        expect.stringMatching(/language-adapters[\\/]dist[\\/]index\.js$/),
        expect.stringMatching(/@ast-grep/),
      ]),
    );
  });
});
