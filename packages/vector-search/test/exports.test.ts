// Pins the public API of @sextant/vector-search, entry by entry: any new export becomes public API, so it is added here on
// purpose. Type-only exports vanish at run time and are not pinned.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from '../src/index.js';
import * as testing from '../src/testing.js';
import * as env from '../src/env.js';
import * as knowledge from '../src/knowledge.js';

const entries = { '.': root, './testing': testing, './env': env, './knowledge': knowledge };
const pinned: Record<keyof typeof entries, string[]> = {
  '.': [
    'chunkDocument',
    'collectDocFiles',
    'createCrossEncoderReranker',
    'createEmbedder',
    'createLexicalFields',
    'createLexicalReranker',
    'createLibsqlEmbeddingCache',
    'createLibsqlStore',
    'createNoneEmbedder',
    'createOpenAIClient',
    'createOpenAIEmbedder',
    'createVectorStore',
    'defaultFieldWeights',
    'defaultLexicalRanking',
    'defaultRepoIndexDir',
    'embedderFrom',
    'ingestDocFiles',
    'lexicalFields',
    'openRepoIndex',
    'openRepoIndexAt',
    'packChunkText',
    'queryDocs',
    'repoIndexId',
    'toUpstreamError',
    'unpackChunkText',
  ],
  './testing': ['testVectorStore'],
  './env': ['vectorSearchEnv', 'vectorSearchSettings'],
  './knowledge': [
    'chunkKnowledgeFile',
    'classifyKnowledgePath',
    'combineKnowledge',
    'createCloneKnowledge',
    'createStoreKnowledge',
    'indexTargets',
  ],
};

describe('the public API of @sextant/vector-search', () => {
  it('has the entries package.json lists, and no other', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: object };
    const listed = Object.keys(pkg.exports).filter((e) => e !== './package.json');
    expect(listed.sort()).toEqual(['.', './env', './knowledge', './testing']);
  });

  for (const [entry, module] of Object.entries(entries))
    it(`${entry} exports exactly its pinned names`, () => {
      expect(Object.keys(module).sort()).toEqual(pinned[entry as keyof typeof entries]);
    });
});
