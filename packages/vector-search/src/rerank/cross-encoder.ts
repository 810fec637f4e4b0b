import { AppError, importOptional } from '@sextant/core-engine';
import type { Reranker } from './reranker.js';

/** What the error says when @huggingface/transformers is missing. */
export interface CrossEncoderOptions {
  /** Who declares the optional peer, named in the hint. @default '@sextant/vector-search' */
  owner?: string;
  /** What the user can do instead, appended to the hint (e.g. how to switch back to the lexical reranker). */
  instead?: string;
}

// Variable specifier: the package is optional and only resolved when a local model is configured.
const TRANSFORMERS = '@huggingface/transformers';

/** A cross-encoder from a local model directory through @huggingface/transformers (loaded on first use). */
export function createCrossEncoderReranker(modelPath: string, opts: CrossEncoderOptions = {}): Reranker {
  type Scorer = (query: string, texts: readonly string[]) => Promise<number[]>;
  let scorer: Promise<Scorer> | undefined;
  const load = async (): Promise<Scorer> => {
    const lib = (await importOptional(() => import(TRANSFORMERS), {
      feature: `The cross-encoder at ${modelPath}`,
      peers: [TRANSFORMERS],
      owner: opts.owner ?? '@sextant/vector-search',
      instead: opts.instead,
      code: 'RERANK_UNAVAILABLE',
    })) as {
      env: { allowRemoteModels: boolean; localModelPath: string };
      AutoTokenizer: { from_pretrained(p: string): Promise<(q: string[], o: object) => unknown> };
      AutoModelForSequenceClassification: {
        from_pretrained(p: string): Promise<(i: unknown) => Promise<{ logits: { data: Float32Array } }>>;
      };
    };
    lib.env.allowRemoteModels = false;
    const [tokenizer, model] = await Promise.all([
      lib.AutoTokenizer.from_pretrained(modelPath),
      lib.AutoModelForSequenceClassification.from_pretrained(modelPath),
    ]).catch((cause: unknown) => {
      throw new AppError('RERANK_UNAVAILABLE', `Could not load the cross-encoder model at ${modelPath}.`, {
        hint: `Check the model files (config.json, tokenizer.json, onnx/model.onnx)${opts.instead ? `, ${opts.instead}` : ''}.`,
        cause,
      });
    });
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
