import type { Embedder } from '@sextant/core-engine';
import { AppError } from '@sextant/core-engine';

/** The offline default: no vectors. Dimension 0; callers skip vector search. */
export function createNoneEmbedder(): Embedder {
  return {
    id: 'none',
    model: 'none',
    dimension: 0,
    async embed() {
      throw new AppError('INVALID_INPUT', 'No embedder is configured.', {
        hint: 'Set an embedder (openai or transformers) to use vector search.',
      });
    },
  };
}
