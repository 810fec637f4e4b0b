// Pins the public API of @sextant/security, entry by entry: any new export becomes public API, so it is added here on
// purpose. Type-only exports vanish at run time and are not pinned.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as archive from '../src/archive.js';
import * as fetch from '../src/fetch.js';
import * as root from '../src/index.js';
import * as injection from '../src/injection.js';
import * as inputGuard from '../src/input-guard.js';
import * as pathGuard from '../src/path-guard.js';
import * as secrets from '../src/secrets.js';
import * as wall from '../src/wall.js';

const entries = {
  '.': root,
  './archive': archive,
  './fetch': fetch,
  './injection': injection,
  './input-guard': inputGuard,
  './path-guard': pathGuard,
  './secrets': secrets,
  './wall': wall,
};
const pinned: Record<keyof typeof entries, string[]> = {
  '.': [
    'DEFAULT_INPUT_LIMITS',
    'DEFAULT_MAX_INFLATED_BYTES',
    'HARDENED_GIT_CONFIG',
    'createOriginFetch',
    'createPathGuard',
    'detectPromptInjection',
    'detectSecrets',
    'fetchOrThrow',
    'guardInput',
    'gunzipBounded',
    'hardenedGitEnv',
    'insideAny',
    'inspectInside',
    'isInside',
    'parseRoots',
    'probeReachability',
    'readInsideSync',
    'readTarGz',
    'realRoots',
    'redactForLog',
    'redactSecrets',
    'repoRootInside',
    'runGit',
    'screenText',
    'secretRules',
    'walkFiles',
    'writeFileInside',
  ],
  './archive': ['readTarGz'],
  './fetch': ['createOriginFetch', 'fetchOrThrow', 'probeReachability'],
  './injection': ['detectPromptInjection', 'screenText'],
  './input-guard': ['DEFAULT_INPUT_LIMITS', 'guardInput'],
  './path-guard': ['createPathGuard', 'parseRoots'],
  './secrets': ['detectSecrets', 'redactForLog', 'redactSecrets', 'secretRules'],
  './wall': [
    'DEFAULT_MAX_INFLATED_BYTES',
    'HARDENED_GIT_CONFIG',
    'gunzipBounded',
    'hardenedGitEnv',
    'insideAny',
    'inspectInside',
    'isInside',
    'readInsideSync',
    'realRoots',
    'repoRootInside',
    'runGit',
    'walkFiles',
    'writeFileInside',
  ],
};

describe('the public API of @sextant/security', () => {
  it('has the entries package.json lists, and no other', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: object };
    const listed = Object.keys(pkg.exports).filter((e) => e !== './package.json');
    expect(listed.sort()).toEqual(Object.keys(entries).sort());
  });

  for (const [entry, module] of Object.entries(entries))
    it(`${entry} exports exactly its pinned names`, () => {
      expect(Object.keys(module).sort()).toEqual(pinned[entry as keyof typeof entries]);
    });

  it('the root is exactly the union of the subpaths, each name the same value', () => {
    const subpaths = Object.entries(entries).filter(([e]) => e !== '.');
    const union = Object.fromEntries(subpaths.flatMap(([, m]) => Object.entries(m)));
    expect(Object.keys(union).sort()).toEqual(pinned['.']);
    for (const [name, value] of Object.entries(union)) expect(root[name as keyof typeof root]).toBe(value);
  });
});
