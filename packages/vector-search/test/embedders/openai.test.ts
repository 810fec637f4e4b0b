import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIEmbedder } from '../../src/embedders/openai.js';

// A loopback server speaking OpenAI's /v1/embeddings: vector = [length, vowels, 1]; scripted failures.
let server: Server;
let base = '';
const requests: { auth?: string; input: string[] }[] = [];
let failNext: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const status = failNext.shift();
      if (status) {
        // Retry-After as OpenAI sends it: the client waits that long instead of its own back-off.
        res
          .writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '5' })
          .end(JSON.stringify({ error: { message: 'scripted failure' } }));
        return;
      }
      if (req.url !== '/v1/embeddings') return void res.writeHead(404).end('not found');
      const { input, model } = JSON.parse(body) as { input: string[]; model: string };
      if (model !== 'test-embed') return void res.writeHead(404).end('model not found');
      requests.push({ auth: req.headers.authorization, input });
      // Answer out of order: the client must sort by index.
      const data = input
        .map((t, index) => ({ index, embedding: [t.length, (t.match(/[aeiou]/g) ?? []).length, 1] }))
        .reverse();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('embedders: openai-compatible', () => {
  it('embeds in batches, in order, with the API key', async () => {
    requests.length = 0;
    const e = createOpenAIEmbedder({ baseUrl: base, apiKey: 'sk-test', model: 'test-embed', batchSize: 2 });
    const out = await e.embed(['a', 'bee', 'cello']);
    expect(out).toEqual([
      [1, 1, 1],
      [3, 2, 1],
      [5, 2, 1],
    ]);
    expect(requests.map((r) => r.input)).toEqual([['a', 'bee'], ['cello']]);
    expect(requests[0]!.auth).toBe('Bearer sk-test');
    expect(e.dimension).toBe(3);
  });

  it('retries 429 and 5xx, then succeeds', async () => {
    failNext = [429, 503];
    requests.length = 0;
    const e = createOpenAIEmbedder({ baseUrl: base, model: 'test-embed' });
    expect(await e.embed(['xy'])).toEqual([[2, 0, 1]]);
    expect(failNext).toEqual([]);
    expect(requests[0]!.auth).toBeUndefined(); // no key, no authorization header
  });

  it("gives up after its retries on 429 with RATE_LIMITED and the server's Retry-After", async () => {
    failNext = [429, 429];
    const e = createOpenAIEmbedder({ baseUrl: base, model: 'test-embed', retries: 1 });
    await expect(e.embed(['x'])).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Embedding server answered 429: scripted failure.',
      extra: { retryAfterMs: 5, details: { status: 429 } },
    });
  });

  it('redacts secrets before they leave', async () => {
    requests.length = 0;
    const e = createOpenAIEmbedder({ baseUrl: base, model: 'test-embed' });
    await e.embed(['const awsKey = "AKIAQZ2R7XW4MN6PLK3J";']);
    expect(requests[0]!.input[0]).not.toContain('AKIAQZ2R7XW4MN6PLK3J');
  });

  it('stops when its signal aborts (CANCELLED)', async () => {
    const e = createOpenAIEmbedder({ baseUrl: base, model: 'test-embed' });
    await expect(e.embed(['x'], { signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'CANCELLED' });
  });

  it('does not retry a 4xx and says what to check', async () => {
    failNext = [401];
    const e = createOpenAIEmbedder({ baseUrl: base, model: 'test-embed' });
    await expect(e.embed(['x'])).rejects.toMatchObject({ code: 'UPSTREAM', extra: { hint: 'Check OPENAI_API_KEY.' } });
    await expect(createOpenAIEmbedder({ baseUrl: base, model: 'other' }).embed(['x'])).rejects.toMatchObject({
      extra: { details: { status: 404 } },
    });
  });

  it('reports an unreachable server after its retries', async () => {
    const e = createOpenAIEmbedder({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', retries: 1 });
    await expect(e.embed(['x'])).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: expect.stringContaining('unreachable'),
    });
  });
});
