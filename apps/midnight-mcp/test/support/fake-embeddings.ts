import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const DIMENSION = 64;

/**
 * A loopback server speaking OpenAI's `POST /embeddings`: hashed bag-of-words vectors, where each synonym maps
 * to the word it stands for. So a query word that no chunk contains can still find chunks by meaning.
 */
export async function startFakeEmbeddings(synonyms: Record<string, string> = {}) {
  const inputs: string[][] = [];
  const alias = new Map(Object.entries(synonyms));
  const embed = (text: string) => {
    const v = new Array<number>(DIMENSION).fill(0);
    for (const raw of text.toLowerCase().match(/[a-z]+/g) ?? []) {
      const word = alias.get(raw) ?? raw;
      let h = 0;
      for (const ch of word) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
      v[h % DIMENSION]! += 1;
    }
    const norm = Math.hypot(...v) || 1;
    return v.map((x) => x / norm);
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
        res.writeHead(404).end('{"error":"not found"}');
        return;
      }
      const { input } = JSON.parse(body) as { input: string[] };
      inputs.push(input);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: input.map((t, index) => ({ index, embedding: embed(t) })) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    /** The `input` arrays received, one per request. */
    inputs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
