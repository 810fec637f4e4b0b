import type { Embedder } from '@sextant/core-engine';
import { tokenizeCode } from '@sextant/core-engine/retrieval';

const synonyms: Record<string, string> = { cost: 'fee', charge: 'fee' };

/** Feature-hashed bag of words with "cost" folded into "fee": a deterministic stand-in for a semantic model. */
export function hashVectors(texts: readonly string[], dimension = 64): number[][] {
  return texts.map((t) => {
    const v = new Array<number>(dimension).fill(0);
    for (const w of tokenizeCode(t, { dropStopWords: true })) {
      const word = synonyms[w] ?? w;
      let h = 0;
      for (const ch of word) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
      v[h % dimension]! += 1;
    }
    return v;
  });
}

/** A real Embedder implementation over `hashVectors`, counting its calls. */
export function hashingEmbedder(dimension = 64): Embedder & { calls: number } {
  return {
    id: 'hashing',
    model: `hashing-${dimension}`,
    dimension,
    calls: 0,
    async embed(texts) {
      this.calls++;
      return hashVectors(texts, dimension);
    },
  };
}
