import type { Embedder } from '@sextant/core-engine';
import { AppError } from '@sextant/core-engine';
import { redactSecrets } from '@sextant/security';

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
  /** Retries on 429/5xx/network errors, with exponential back-off. @default 3 */
  retries?: number;
  /** First back-off delay in ms. @default 500 */
  retryDelayMs?: number;
  fetch?: typeof fetch;
  /** Applied to every text before it leaves for the server. @default @sextant/security's redactSecrets */
  redact?: (text: string) => string;
}

interface EmbeddingsResponse {
  data: { index: number; embedding: number[] }[];
}

/** Embedder for any server speaking OpenAI's `POST /v1/embeddings`, with batching and retries. */
export function createOpenAIEmbedder(opts: OpenAIEmbedderOptions): Embedder {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/embeddings`;
  const batchSize = opts.batchSize ?? 64;
  const retries = opts.retries ?? 3;
  const delay = opts.retryDelayMs ?? 500;
  const doFetch = opts.fetch ?? fetch;
  // The one chokepoint of this outbound client: no text reaches the embedding server unredacted.
  const redact = opts.redact ?? ((text: string) => redactSecrets(text).text);
  const embedder = {
    id: 'openai',
    model: opts.model,
    dimension: opts.dimension ?? 0,
    async embed(texts: readonly string[], o: { signal?: AbortSignal } = {}) {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += batchSize) {
        const batch = texts.slice(i, i + batchSize);
        const body = await post(batch, o.signal);
        const sorted = [...body.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
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

  async function post(input: readonly string[], signal?: AbortSignal): Promise<EmbeddingsResponse> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(delay * 2 ** (attempt - 1), signal);
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: opts.model, input: input.map(redact) }),
          signal,
        });
      } catch (cause) {
        if (signal?.aborted) throw new AppError('CANCELLED', 'Embedding was cancelled.', { cause });
        lastError = cause;
        continue;
      }
      if (res.ok) return (await res.json()) as EmbeddingsResponse;
      const text = await res.text().catch(() => '');
      lastError = new AppError(
        res.status === 429 ? 'RATE_LIMITED' : 'UPSTREAM',
        `Embedding server answered ${res.status}: ${text.slice(0, 200)}`,
        {
          hint:
            res.status === 401
              ? 'Check OPENAI_API_KEY.'
              : res.status === 404
                ? 'Check OPENAI_BASE_URL and the model name.'
                : undefined,
          details: { status: res.status, url },
        },
      );
      if (res.status !== 429 && res.status < 500) throw lastError;
    }
    if (lastError instanceof AppError) throw lastError;
    throw new AppError('UPSTREAM', `Embedding server at ${url} is unreachable.`, {
      hint: 'Check OPENAI_BASE_URL and that the server is running.',
      cause: lastError,
    });
  }
  return embedder;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new AppError('CANCELLED', 'Embedding was cancelled.'));
    });
  });
}
