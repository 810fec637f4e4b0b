import { join } from 'node:path';
import type { MidnightConfig } from '../config.js';
import type { KnowledgeBackend } from './store-knowledge.js';

/** Opens the configured store and embedder; `@sextant/vector-search` (and libsql or chroma) load only here. */
export async function openKnowledgeBackend(config: MidnightConfig): Promise<KnowledgeBackend> {
  const { createEmbedder, createLibsqlEmbeddingCache, createVectorStore } = await import('@sextant/vector-search');
  const store =
    config.VECTOR_STORE === 'chroma'
      ? await createVectorStore('chroma', { url: config.CHROMA_URL!, collection: config.MIDNIGHT_CHROMA_COLLECTION })
      : await createVectorStore('libsql', { path: join(config.MIDNIGHT_DATA_DIR, 'knowledge.db') });
  const embedder =
    config.EMBEDDER === 'openai'
      ? await createEmbedder('openai', {
          baseUrl: config.OPENAI_BASE_URL,
          apiKey: config.OPENAI_API_KEY,
          model: config.EMBEDDING_MODEL,
        })
      : config.EMBEDDER === 'transformers'
        ? await createEmbedder('transformers', {
            model: config.EMBEDDING_MODEL,
            modelDir: config.TRANSFORMERS_MODEL_DIR,
          })
        : await createEmbedder('none', {});
  // The cache stays per server (a local file) even with a shared Chroma: it only saves embedding calls.
  const cache =
    embedder.id === 'none'
      ? undefined
      : await createLibsqlEmbeddingCache({ path: join(config.MIDNIGHT_DATA_DIR, 'embeddings.db') });
  return { store, embedder, ...(cache ? { cache } : {}) };
}
