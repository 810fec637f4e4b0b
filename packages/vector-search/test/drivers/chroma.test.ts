import { describe, expect, it } from 'vitest';
import { createChromaStore } from '../../src/drivers/chroma.js';
import { testVectorStore } from '../../src/testing.js';
import { chromaForSuite } from '../support/chroma-suite.js';

const server = chromaForSuite();

describe('drivers: chroma (real server)', () => {
  testVectorStore(() => createChromaStore({ url: server.url, collection: 'contract' }));

  it('explains an unreachable server', async () => {
    await expect(createChromaStore({ url: 'http://127.0.0.1:9', collection: 'nope' })).rejects.toMatchObject({
      code: 'UPSTREAM',
      extra: { hint: expect.stringContaining('CHROMA_URL') },
    });
  });
});
