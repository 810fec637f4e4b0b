import { createServer } from 'node:http';
// The same vectors as the docs-rag tests of @sextant/vector-search.
import { hashVectors } from '../../../../packages/vector-search/test/support/hashing-embedder.js';

/** What the loopback embeddings server saw: texts embedded, requests held open, and held requests the client dropped. */
export interface EmbeddingsServer {
  baseUrl: string;
  readonly texts: number;
  readonly held: number;
  readonly dropped: number;
  stop(): Promise<void>;
}

/**
 * A loopback server speaking OpenAI's `POST /v1/embeddings` with `hashVectors`. With `hold`, it never answers
 * (to test cancellation) and counts the requests whose client went away.
 */
export async function startEmbeddingsServer(opts: { hold?: boolean } = {}): Promise<EmbeddingsServer> {
  const state = { texts: 0, held: 0, dropped: 0 };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/embeddings') return void res.writeHead(404).end('not found');
      if (opts.hold) {
        state.held++;
        res.on('close', () => state.dropped++);
        return;
      }
      const { input, model } = JSON.parse(body) as { input: string[]; model: string };
      state.texts += input.length;
      const data = hashVectors(input).map((embedding, index) => ({ object: 'embedding', index, embedding }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get texts() {
      return state.texts;
    },
    get held() {
      return state.held;
    },
    get dropped() {
      return state.dropped;
    },
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
