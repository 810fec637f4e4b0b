import { describe, expect, it } from 'vitest';
import { createCrossEncoderReranker, createLexicalReranker } from '../../src/rag/reranker.js';

describe('rerankers', () => {
  it('the lexical reranker prefers passages covering more query terms close together', async () => {
    const scores = await createLexicalReranker().score('finality grandpa head', [
      'grandpa finality head of the chain',
      'grandpa',
      'unrelated text',
    ]);
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    expect(scores[2]).toBe(0);
  });
  it('the cross-encoder reports RERANK_UNAVAILABLE with a fix when @huggingface/transformers is not installed', async () => {
    const reranker = createCrossEncoderReranker('/models/ms-marco-MiniLM-L-6-v2');
    expect(reranker.modelUsed).toBe('cross-encoder:/models/ms-marco-MiniLM-L-6-v2');
    await expect(reranker.score('q', ['a'])).rejects.toMatchObject({
      code: 'RERANK_UNAVAILABLE',
      extra: { hint: expect.stringContaining('RERANK_MODEL_PATH') },
    });
  });
});
