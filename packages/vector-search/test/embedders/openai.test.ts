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
        res.writeHead(status).end(JSON.stringify({ error: { message: 'scripted failure' } }));
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
    const e = createOpenAIEmbedder({ baseUrl: base, model: 'test-embed', retryDelayMs: 1 });
    expect(await e.embed(['xy'])).toEqual([[2, 0, 1]]);
  });

  it('does not retry a 4xx and says what to check', async () => {
    failNext = [401];
    const e = createOpenAIEmbedder({ baseUrl: base, model: 'test-embed', retryDelayMs: 1 });
    await expect(e.embed(['x'])).rejects.toMatchObject({ code: 'UPSTREAM', extra: { hint: 'Check OPENAI_API_KEY.' } });
    await expect(createOpenAIEmbedder({ baseUrl: base, model: 'other' }).embed(['x'])).rejects.toMatchObject({
      extra: { details: { status: 404 } },
    });
  });

  it('reports an unreachable server after its retries', async () => {
    const e = createOpenAIEmbedder({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', retries: 1, retryDelayMs: 1 });
    await expect(e.embed(['x'])).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: expect.stringContaining('unreachable'),
    });
  });
});
