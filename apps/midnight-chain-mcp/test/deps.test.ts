import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));

// The workspace installs @huggingface/transformers (for vector-search's embedder tests); a resolver that refuses it,
// as Node does when a package is absent, stands in for a server installed without the optional peer.
const hidePeer = `export async function resolve(s, c, next) {
  if (s === '@huggingface/transformers') throw Object.assign(new Error('Cannot find package ' + s), { code: 'ERR_MODULE_NOT_FOUND' });
  return next(s, c);
}`;
const inner = `data:text/javascript,${encodeURIComponent(hidePeer)}`;
const register = `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(inner)});`)}`;

describe('deps wiring', () => {
  it('RERANK_MODEL_PATH without @huggingface/transformers: RERANK_UNAVAILABLE, with the way back to the lexical reranker', async () => {
    // A fresh cache dir: the shell caches tools/list per entry file (see support/world.ts).
    const cache = await mkdtemp(join(tmpdir(), 'midnight-deps-'));
    const conn = await connectStdio({
      command: process.execPath,
      args: ['--import', 'tsx', '--import', register, 'src/main.ts'],
      cwd: appDir,
      env: { RERANK_MODEL_PATH: '/models/ms-marco-MiniLM-L-6-v2', XDG_CACHE_HOME: cache, SEXTANT_DATA_DIR: cache },
    });
    try {
      const res = await conn.client.callTool({
        name: 'rerank',
        arguments: { query: 'q', documents: ['a'], format: 'json' },
      });
      expect(res.isError).toBe(true);
      const { error } = JSON.parse((res.content as { text: string }[])[0]!.text);
      expect(error).toMatchObject({
        code: 'RERANK_UNAVAILABLE',
        message:
          'The cross-encoder at /models/ms-marco-MiniLM-L-6-v2 needs @huggingface/transformers, which is not installed.',
        hint: 'npm install @huggingface/transformers (optional peers of the server), or unset RERANK_MODEL_PATH to use the lexical reranker.',
      });
    } finally {
      await conn.close();
      await rm(cache, { recursive: true, force: true });
    }
  });
});
