import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEXER_DOCUMENTS } from '../../src/indexer/documents.js';
import { createIndexerClient } from '../../src/indexer/indexer-client.js';
import { startFakeIndexer } from '../../src/testing/fake-indexer.js';
import type { FakeIndexer } from '../../src/testing/fake-indexer.js';
import { INDEXER_SUBSET_SDL } from '../../src/testing/indexer-subset.js';
import { sharedMidnightFile } from '../support/shared.js';

const REAL_SCHEMA = sharedMidnightFile('midnight-indexer-schema.graphql');
const errorsOf = (schema: GraphQLSchema, document: string) => validate(schema, parse(document)).map((e) => e.message);

describe('GraphQL documents', () => {
  it('every document is valid against the fake indexer subset schema', () => {
    const subset = buildSchema(INDEXER_SUBSET_SDL);
    for (const [name, document] of Object.entries(INDEXER_DOCUMENTS))
      expect({ name, errors: errorsOf(subset, document) }).toEqual({ name, errors: [] });
  });

  describe.runIf(REAL_SCHEMA)('against the real indexer v4 schema (shared/reference/midnight)', () => {
    let indexer: FakeIndexer;
    let real: GraphQLSchema;
    beforeAll(async () => {
      real = buildSchema(readFileSync(REAL_SCHEMA!, 'utf8'));
      indexer = await startFakeIndexer();
      // Exercise every client path so the fake records each document actually sent.
      const client = createIndexerClient({ url: indexer.url, retryDelaysMs: [] });
      await client.getBlock({ height: 3 });
      await client.latestBlock();
      await client.getTransactions({ hash: indexer.data.txs[0]!.hash });
      await client.contractAction(indexer.data.contractAddress);
      await client.contractEvents({ contractAddress: indexer.data.contractAddress });
      await client.unshieldedHistory(indexer.data.address);
      await client.contractActions(indexer.data.contractAddress, { idleMs: 1000 }); // room to subscribe under load
      const session = await client.connect(indexer.data.viewingKey);
      await client.shieldedHistory(session);
      await client.disconnect(session);
      await client.dispose();
    });
    afterAll(() => indexer?.stop());

    it('every exported document validates', () => {
      for (const [name, document] of Object.entries(INDEXER_DOCUMENTS))
        expect({ name, errors: errorsOf(real, document) }).toEqual({ name, errors: [] });
    });
    it('every document the client sent over HTTP and WebSocket validates', () => {
      const sent = [...new Set(indexer.documents)];
      expect(sent.length).toBe(Object.keys(INDEXER_DOCUMENTS).length);
      for (const document of sent) expect(errorsOf(real, document)).toEqual([]);
    });
  });
  it.skipIf(REAL_SCHEMA)(
    'real schema validation needs shared/reference/midnight/midnight-indexer-schema.graphql',
    () => {
      console.error(
        'shared/reference/midnight/midnight-indexer-schema.graphql not found: real-schema validation skipped',
      );
    },
  );
});
