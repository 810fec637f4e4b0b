import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { probeStartup } from '@sextant/mcp-shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from './support/connect.js';

const appDir = fileURLToPath(new URL('../', import.meta.url));
const main = `${appDir}dist/main.js`;

beforeAll(() => {
  if (!existsSync(main)) execFileSync('npx', ['tsup'], { cwd: appDir, stdio: 'ignore' });
});

describe('midnight-mcp start-up', () => {
  it('lists its tools without a handler module, its deps, libsql, the Compact tools or the indexing pipeline; bad input stays light; the first call answers', async () => {
    const probe = await probeStartup({
      command: process.execPath,
      args: [main],
      env: {
        MIDNIGHT_GITHUB_API_URL: 'http://127.0.0.1:9',
        MIDNIGHT_DOCS_URL: 'http://127.0.0.1:9',
        MIDNIGHT_DATA_DIR: tempDataDir(),
        OUTPUT_FORMAT: 'json',
      },
      // Handler chunks of the built bin (named after their tool), the knowledge store, every language adapter,
      // the Compact tools (the version service loads them on its first call), core-engine's indexing pipeline, and
      // the deps' modules (the knowledge stores, the GitHub reader, the docs client's cache): made on the first call.
      callOnly:
        /[\\/](libsql|@libsql|lru-cache)[\\/]|[\\/]dist[\\/]extract-contract-structure-\w+\.js$|language-adapters[\\/]dist[\\/](index|compact)\.js$|core-engine[\\/]dist[\\/]indexing\.js$|vector-search[\\/]dist[\\/]knowledge\.js$|github-source[\\/]dist[\\/]repo-reader\.js$/,
      bad: { name: 'midnight-extract-contract-structure', arguments: { code: 42 } },
      call: {
        name: 'midnight-extract-contract-structure',
        arguments: { code: 'pragma language_version >= 0.16;\nexport circuit f(): [] {}' },
      },
    });
    expect(probe.tools).toHaveLength(30);
    expect([probe.atList, probe.afterBad]).toEqual([[], []]);
    expect(probe.bad.isError).toBe(true);
    expect(JSON.parse(probe.bad.text)).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect(probe.call.isError).toBeFalsy();
    expect(JSON.parse(probe.call.text)).toMatchObject({ circuits: [{ name: 'f', exported: true }] });
    // The handler reads the contract through language-adapters' walled read and parses it with the Compact tools:
    // those load with it, and the deps are made (their modules, not libsql: the stores open on first use); the
    // indexing pipeline still does not load.
    expect([...probe.afterCall].sort()).toEqual([
      expect.stringMatching(/extract-contract-structure-\w+\.js$/),
      expect.stringMatching(/[\\/]lru-cache[\\/]/),
      expect.stringMatching(/github-source[\\/]dist[\\/]repo-reader\.js$/),
      expect.stringMatching(/language-adapters[\\/]dist[\\/]compact\.js$/),
      expect.stringMatching(/language-adapters[\\/]dist[\\/]index\.js$/),
      expect.stringMatching(/vector-search[\\/]dist[\\/]knowledge\.js$/),
    ]);
  });
});
