// Pins the public API of @sextant/mcp-shell, entry by entry: any new export becomes public API, so it is added here on
// purpose. Type-only exports vanish at run time and are not pinned.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from '../src/index.js';
import * as testing from '../src/testing.js';
import * as startup from '../src/startup.js';

const entries = { '.': root, './testing': testing, './startup': startup };
const pinned: Record<keyof typeof entries, string[]> = {
  '.': [
    'createLogger',
    'createSessionHub',
    'createShellServer',
    'definePrompt',
    'defineResource',
    'defineResourceTemplate',
    'defineTool',
    'executeTool',
    'exitCodes',
    'identityOf',
    'lazyDeps',
    'listTools',
    'loadShellConfig',
    'noUsableResult',
    'parseLogLevel',
    'parseOutputFormat',
    'rejectedFilesOutput',
    'resolveHttpOptions',
    'runBulk',
    'runCli',
    'runServer',
    'selectTools',
    'serveHttp',
    'toAppError',
    'toAuthInfo',
  ],
  './testing': [
    'checkResultText',
    'connectHttp',
    'connectInMemory',
    'connectModernHttp',
    'connectModernStdio',
    'connectStdio',
    'decodeResultText',
    'exerciseInterop',
    'interopClients',
    'moduleTrace',
    'onResourceUpdated',
    'probeStartup',
    'startHttpServer',
  ],
  './startup': [], // a side-effect entry: imported first by a bin, it turns zod's jit off
};

describe('the public API of @sextant/mcp-shell', () => {
  it('has the entries package.json lists, and no other', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: object };
    const listed = Object.keys(pkg.exports).filter((e) => e !== './package.json');
    expect(listed.sort()).toEqual(['.', './startup', './testing']);
  });

  for (const [entry, module] of Object.entries(entries))
    it(`${entry} exports exactly its pinned names`, () => {
      expect(Object.keys(module).sort()).toEqual(pinned[entry as keyof typeof entries]);
    });
});
