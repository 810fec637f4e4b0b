import { existsSync } from 'node:fs';
import type { Embedder } from '@sextant/core-engine';
import { AppError, importOptional } from '@sextant/core-engine';

// A variable specifier: the package is an optional peer, resolved only when a local model is configured.
const TRANSFORMERS = '@huggingface/transformers';

export interface TransformersEmbedderOptions {
  /** Model id (e.g. `Xenova/all-MiniLM-L6-v2`) looked up under `modelDir`, or a directory holding the model. */
  model: string;
  /** Local models directory (transformers.js `env.localModelPath`). Nothing is downloaded. */
  modelDir?: string;
  /** Texts per forward pass. @default 16 */
  batchSize?: number;
}

type Extractor = (texts: string[], o: { pooling: 'mean'; normalize: boolean }) => Promise<{ tolist(): number[][] }>;

/**
 * Local embedder on transformers.js (`@huggingface/transformers`, an optional peer) from a model on disk.
 * Remote downloads are disabled: a missing model or library is a clear error, never a silent fetch.
 */
export async function createTransformersEmbedder(opts: TransformersEmbedderOptions): Promise<Embedder> {
  const dir = opts.modelDir ? `${opts.modelDir.replace(/\/+$/, '')}/${opts.model}` : opts.model;
  if (!existsSync(dir)) {
    throw new AppError('NOT_FOUND', `No embedding model found at ${dir}.`, {
      hint: 'Put an ONNX sentence-embedding model (config.json, tokenizer.json, onnx/model.onnx) there, or use EMBEDDER=none.',
      details: { model: opts.model, modelDir: opts.modelDir },
    });
  }
  const lib = await importOptional(
    () =>
      import(TRANSFORMERS) as Promise<{
        env: { allowRemoteModels: boolean; allowLocalModels: boolean; localModelPath: string };
        pipeline: (task: string, model: string) => Promise<Extractor>;
      }>,
    {
      feature: 'EMBEDDER=transformers',
      peers: [TRANSFORMERS],
      owner: '@sextant/vector-search',
      instead: 'or use another embedder',
    },
  );
  lib.env.allowRemoteModels = false;
  lib.env.allowLocalModels = true;
  if (opts.modelDir) lib.env.localModelPath = opts.modelDir;
  let extractor: Extractor;
  try {
    extractor = await lib.pipeline('feature-extraction', opts.modelDir ? opts.model : dir);
  } catch (cause) {
    throw new AppError('NOT_FOUND', `Could not load the embedding model at ${dir}: ${(cause as Error).message}`, {
      hint: 'Check the model files (config.json, tokenizer.json, onnx/model.onnx).',
      cause,
    });
  }
  const batchSize = opts.batchSize ?? 16;
  const embedder = {
    id: 'transformers',
    model: opts.model,
    dimension: 0,
    async embed(texts: readonly string[], o: { signal?: AbortSignal } = {}) {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += batchSize) {
        if (o.signal?.aborted) throw new AppError('CANCELLED', 'Embedding was cancelled.');
        const res = await extractor(texts.slice(i, i + batchSize) as string[], { pooling: 'mean', normalize: true });
        out.push(...res.tolist());
      }
      if (out[0]) embedder.dimension = out[0].length;
      return out;
    },
  };
  return embedder;
}
