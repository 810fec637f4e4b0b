import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import type { AppDeps } from '../../src/deps.js';
import { tools } from '../../src/tools/index.js';
import { makeRepo } from '../support/fixture-repo.js';

// A loopback /v1/embeddings server: a bag-of-letters vector, so texts sharing letters are close.
let server: Server;
let embedded = 0;
const vectorOf = (t: string) => {
  const v = new Array(26).fill(0) as number[];
  for (const ch of t.toLowerCase()) if (ch >= 'a' && ch <= 'z') v[ch.charCodeAt(0) - 97]! += 1;
  return v;
};
const base = mkdtempSync(join(tmpdir(), 'ri-embed-'));
let deps: AppDeps;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const { input } = JSON.parse(body) as { input: string[] };
      embedded += input.length;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: input.map((t, index) => ({ index, embedding: vectorOf(t) })) }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
  deps = createDeps(
    loadConfig({
      SEXTANT_DATA_DIR: join(base, 'data'),
      EMBEDDER: 'openai',
      OPENAI_BASE_URL: url,
      EMBEDDING_MODEL: 'letters',
    }),
    silentLogger,
  );
});
afterAll(async () => {
  await deps.dispose();
  await new Promise((r) => server.close(r));
  rmSync(base, { recursive: true, force: true });
});

describe('with an OpenAI-compatible embedder', () => {
  it('stores vectors, adds the vector signal to search, and reuses cached embeddings by content hash + model', async () => {
    const repo = makeRepo(undefined, base);
    const { client, close } = await connectInMemory({ tools, deps, roots: [base], format: 'json' });
    const first = await client.callTool({ name: 'ensure_repo_index', arguments: { path: repo.root } });
    const chunks = (first.structuredContent as { stats: { chunks: number } }).stats.chunks;
    expect(embedded).toBe(chunks);
    const r = await client.callTool({
      name: 'search_repo',
      arguments: { path: repo.root, query: 'sha256 checksum', k: 3 },
    });
    // The default answer is one entry per file; `why` names the signals that found it.
    const results = (r.structuredContent as { results: { path: string; why: string[] }[] }).results;
    expect(results.some((x) => x.why.includes('vector'))).toBe(true);
    expect(results[0]!.path).toBe('tools/checksum.py');

    // A second checkout of the same content: every chunk's vector comes from the cache.
    const clone = join(base, 'clone');
    repo.git('clone', '-q', repo.root, clone);
    const before = embedded;
    await client.callTool({ name: 'ensure_repo_index', arguments: { path: clone } });
    expect(embedded - before).toBe(0);
    await close();
  });
});
