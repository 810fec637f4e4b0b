import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const source = new URL('../../src/rerank/cross-encoder.ts', import.meta.url).href;

// The workspace installs @huggingface/transformers for the embedder tests, so a child process whose resolver
// refuses it (as Node does when a package is absent) stands in for an install without the optional peer.
const hidePeer = `export async function resolve(s, c, next) {
  if (s === '@huggingface/transformers') throw Object.assign(new Error('Cannot find package ' + s), { code: 'ERR_MODULE_NOT_FOUND' });
  return next(s, c);
}`;
const script = `
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hidePeer)}));
const { createCrossEncoderReranker } = await import(${JSON.stringify(source)});
const plain = createCrossEncoderReranker('/models/ms-marco-MiniLM-L-6-v2');
const wired = createCrossEncoderReranker('/models/m', {
  owner: 'the server',
  instead: 'or unset RERANK_MODEL_PATH to use the lexical reranker',
});
const fail = (r) => r.score('q', ['a']).then(() => null, (e) => ({ code: e.code, hint: e.extra?.hint }));
console.log(JSON.stringify({ modelUsed: plain.modelUsed, plain: await fail(plain), wired: await fail(wired) }));
`;

describe('createCrossEncoderReranker', () => {
  it('reports RERANK_UNAVAILABLE with a fix when @huggingface/transformers is not installed', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: packageDir },
    );
    expect(JSON.parse(stdout)).toEqual({
      modelUsed: 'cross-encoder:/models/ms-marco-MiniLM-L-6-v2',
      plain: {
        code: 'RERANK_UNAVAILABLE',
        hint: 'npm install @huggingface/transformers (optional peers of @sextant/vector-search).',
      },
      wired: {
        code: 'RERANK_UNAVAILABLE',
        hint: 'npm install @huggingface/transformers (optional peers of the server), or unset RERANK_MODEL_PATH to use the lexical reranker.',
      },
    });
  });
});

describe('createCrossEncoderReranker with the library installed', () => {
  it('reports RERANK_UNAVAILABLE naming the model directory when the model files are missing', async () => {
    const { createCrossEncoderReranker } = await import('../../src/rerank/cross-encoder.js');
    const r = createCrossEncoderReranker('/nonexistent/models/ms-marco', {
      instead: 'or unset RERANK_MODEL_PATH to use the lexical reranker',
    });
    const err = await r.score('q', ['a']).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'RERANK_UNAVAILABLE',
      message: 'Could not load the cross-encoder model at /nonexistent/models/ms-marco.',
      extra: { hint: expect.stringContaining('or unset RERANK_MODEL_PATH to use the lexical reranker') },
    });
  });
});
