import { afterAll, beforeAll } from 'vitest';
import { startChroma } from './chroma-server.js';

/**
 * A real Chroma server for the calling test file: started before its tests (within `startTimeoutMs`, else
 * vitest's hook timeout), stopped after them.
 */
export function chromaForSuite(startTimeoutMs?: number): { readonly url: string } {
  let server: Awaited<ReturnType<typeof startChroma>> | undefined;
  beforeAll(async () => {
    server = await startChroma();
  }, startTimeoutMs);
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get url() {
      if (!server) throw new Error('Chroma is not started yet: read the url inside a test');
      return server.url;
    },
  };
}
