import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChromaStore } from '../../src/drivers/chroma.js';
import { testVectorStore } from '../../src/testing.js';
import { startChroma } from '../support/chroma-server.js';

let server: Awaited<ReturnType<typeof startChroma>>;
beforeAll(async () => {
  server = await startChroma();
});
afterAll(async () => {
  await server?.stop();
});

describe('drivers: chroma (real server)', () => {
  testVectorStore(() => createChromaStore({ url: server.url, collection: 'contract' }));

  it('explains an unreachable server', async () => {
    await expect(createChromaStore({ url: 'http://127.0.0.1:9', collection: 'nope' })).rejects.toMatchObject({
      code: 'UPSTREAM',
      extra: { hint: expect.stringContaining('CHROMA_URL') },
    });
  });
});
