// Pins the public API of @sextant/github-source, entry by entry: any new export becomes public API, so it is added here on
// purpose. Type-only exports vanish at run time and are not pinned.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from '../src/index.js';
import * as research from '../src/research.js';
import * as repoReader from '../src/repo-reader.js';
import * as testing from '../src/testing.js';

const entries = { '.': root, './research': research, './repo-reader': repoReader, './testing': testing };
const pinned: Record<keyof typeof entries, string[]> = {
  '.': [
    'DEFAULT_TTL_SECONDS',
    'buildCodeSearchQuery',
    'buildPullRequestSearchQuery',
    'buildRepoSearchQuery',
    'cacheKindOf',
    'createGitHubClient',
    'createGitHubSource',
    'createGitHubSourceProvider',
    'createResponseCache',
    'detectPromptInjection',
    'getFileContent',
    'getPullRequest',
    'getRepoStructure',
    'getTarball',
    'ghAuthToken',
    'isNoisePath',
    'listCommits',
    'listReleases',
    'listTags',
    'looksBinary',
    'minifyContent',
    'newMeta',
    'noiseReason',
    'parsePatchHunks',
    'parseRateLimit',
    'resolveGitHubAuth',
    'resolveRef',
    'searchCode',
    'searchPullRequests',
    'searchRepositories',
    'selectLines',
    'toGitHubError',
  ],
  './research': ['createGitHubResearch', 'perQueryBudget'],
  './repo-reader': ['createRepoReader'],
  './testing': ['buildTarGz', 'defaultFixtures', 'startFakeGitHub'],
};

describe('the public API of @sextant/github-source', () => {
  it('has the entries package.json lists, and no other', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: object };
    const listed = Object.keys(pkg.exports).filter((e) => e !== './package.json');
    expect(listed.sort()).toEqual(['.', './repo-reader', './research', './testing']);
  });

  for (const [entry, module] of Object.entries(entries))
    it(`${entry} exports exactly its pinned names`, () => {
      expect(Object.keys(module).sort()).toEqual(pinned[entry as keyof typeof entries]);
    });
});
