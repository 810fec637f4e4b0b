import { importOptional } from '@sextant/core-engine';
import { bm25Scores, tokenize } from './bm25.js';

/** Reorders candidate texts for a query. `modelUsed` names what actually scored them. */
export interface Reranker {
  readonly modelUsed: string;
  score(query: string, texts: readonly string[], signal?: AbortSignal): Promise<number[]>;
}

/** BM25 plus a bonus for query terms appearing close together: no model, deterministic. */
export function createLexicalReranker(): Reranker {
  return {
    modelUsed: 'lexical-bm25-proximity',
    async score(query, texts) {
      const base = bm25Scores(query, texts);
      const terms = [...new Set(tokenize(query))];
      return texts.map((t, i) => {
        const words = tokenize(t);
        const positions = terms.map((q) => words.indexOf(q)).filter((p) => p >= 0);
        const coverage = terms.length ? positions.length / terms.length : 0;
        const span = positions.length > 1 ? Math.max(...positions) - Math.min(...positions) : 0;
        return base[i]! * (1 + coverage) + (positions.length > 1 ? 1 / (1 + span) : 0);
      });
    },
  };
}

// Variable specifier: the package is optional and only resolved when a local model is configured.
const TRANSFORMERS = '@huggingface/transformers';

/** A cross-encoder from a local model directory through @huggingface/transformers (loaded on first use). */
export function createCrossEncoderReranker(modelPath: string): Reranker {
  type Scorer = (query: string, texts: readonly string[]) => Promise<number[]>;
  let scorer: Promise<Scorer> | undefined;
  const load = async (): Promise<Scorer> => {
    const lib = (await importOptional(() => import(TRANSFORMERS), {
      feature: `The cross-encoder at ${modelPath}`,
      peers: [TRANSFORMERS],
      owner: 'the server',
      instead: 'or unset RERANK_MODEL_PATH to use the lexical reranker',
      code: 'RERANK_UNAVAILABLE',
    })) as {
      env: { allowRemoteModels: boolean; localModelPath: string };
      AutoTokenizer: { from_pretrained(p: string): Promise<(q: string[], o: object) => unknown> };
      AutoModelForSequenceClassification: {
        from_pretrained(p: string): Promise<(i: unknown) => Promise<{ logits: { data: Float32Array } }>>;
      };
    };
    lib.env.allowRemoteModels = false;
    const tokenizer = await lib.AutoTokenizer.from_pretrained(modelPath);
    const model = await lib.AutoModelForSequenceClassification.from_pretrained(modelPath);
    return async (query, texts) => {
      const inputs = tokenizer(
        texts.map(() => query),
        { text_pair: [...texts], padding: true, truncation: true },
      );
      const { logits } = await model(inputs);
      return Array.from(logits.data);
    };
  };
  return {
    modelUsed: `cross-encoder:${modelPath}`,
    async score(query, texts) {
      scorer ??= load().catch((e) => {
        scorer = undefined;
        throw e;
      });
      return (await scorer)(query, texts);
    },
  };
}
