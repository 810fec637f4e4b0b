import type { OpenAI } from 'openai';
import type { Embedder } from '@sextant/core-engine';
import { AppError } from '@sextant/core-engine';
import { redactSecrets } from '@sextant/security';
import { createOpenAIClient, toUpstreamError } from '../openai/client.js';

export interface OpenAIEmbedderOptions {
  /** Base URL of an OpenAI-compatible API (OpenAI, Ollama, vLLM, LM Studio), e.g. `http://localhost:11434/v1`. */
  baseUrl: string;
  apiKey?: string;
  /** Model name sent to `/embeddings`. */
  model: string;
  /** Vector size; discovered from the first response when omitted. */
  dimension?: number;
  /** Texts per request. @default 64 */
  batchSize?: number;
  /** Retries on 429/5xx/network errors, with the `openai` client's back-off (0.5 s doubling, or Retry-After). @default 3 */
  retries?: number;
  /** Per request. @default 60_000 */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Applied to every text before it leaves for the server. @default @sextant/security's redactSecrets */
  redact?: (text: string) => string;
}

const hints = { 401: 'Check OPENAI_API_KEY.', 404: 'Check OPENAI_BASE_URL and the model name.' };

/** Embedder for any server speaking OpenAI's `POST /v1/embeddings` (the `openai` client, loaded on first use). */
export function createOpenAIEmbedder(opts: OpenAIEmbedderOptions): Embedder {
  const batchSize = opts.batchSize ?? 64;
  // The one chokepoint of this outbound client: no text reaches the embedding server unredacted.
  const redact = opts.redact ?? ((text: string) => redactSecrets(text).text);
  let client: Promise<OpenAI> | undefined;
  const getClient = () =>
    (client ??= createOpenAIClient({ ...opts, retries: opts.retries ?? 3 }).catch((e: unknown) => {
      client = undefined;
      throw e;
    }));
  const embedder = {
    id: 'openai',
    model: opts.model,
    dimension: opts.dimension ?? 0,
    async embed(texts: readonly string[], o: { signal?: AbortSignal } = {}) {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += batchSize) {
        const batch = texts.slice(i, i + batchSize);
        const res = await (
          await getClient()
        ).embeddings
          .create({ model: opts.model, input: batch.map(redact), encoding_format: 'float' }, { signal: o.signal })
          .catch(async (err: unknown) => {
            throw await toUpstreamError(err, {
              what: 'Embedding server',
              baseUrl: opts.baseUrl,
              signal: o.signal,
              hints,
            });
          });
        const sorted = [...res.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
        if (sorted.length !== batch.length) {
          throw new AppError(
            'UPSTREAM',
            `Embedding server returned ${sorted.length} vectors for ${batch.length} texts.`,
          );
        }
        out.push(...sorted);
      }
      if (out[0] && embedder.dimension === 0) embedder.dimension = out[0].length;
      return out;
    },
  };
  return embedder;
}
