import { join } from 'node:path';
import type { AdapterLookup, RepoIndex } from '@sextant/core-engine/indexing';
import type { Logger } from '@sextant/core-engine';
import type { MidnightConfig } from './config.js';
import type { KnowledgeBackend } from '@sextant/vector-search/knowledge';
import { vectorSearchSettings } from '@sextant/vector-search/env';

/** Opens the configured store and embedder; `@sextant/vector-search` (and libsql or chroma) load only here. */
export async function openKnowledgeBackend(config: MidnightConfig): Promise<KnowledgeBackend> {
  const vs = await import('@sextant/vector-search');
  const store =
    config.VECTOR_STORE === 'chroma'
      ? await vs.createVectorStore('chroma', { url: config.CHROMA_URL!, collection: config.MIDNIGHT_CHROMA_COLLECTION })
      : await vs.createVectorStore('libsql', { path: join(config.MIDNIGHT_DATA_DIR, 'knowledge.db') });
  const embedder = await vs.embedderFrom(vectorSearchSettings(config).embedder);
  // The cache stays per server (a local file) even with a shared Chroma: it only saves embedding calls.
  const cache =
    embedder.id === 'none'
      ? undefined
      : await vs.createLibsqlEmbeddingCache({ path: join(config.MIDNIGHT_DATA_DIR, 'embeddings.db') });
  return { store, embedder, ...(cache ? { cache } : {}) };
}

/** Opens the repo-index of one local clone: its own libsql file under `dir`, the configured embedder (loaded here). */
export function cloneIndexOpener(config: MidnightConfig, adapters: () => Promise<AdapterLookup>, log: Logger) {
  return async (dir: string): Promise<{ index: RepoIndex; dispose(): Promise<void> }> => {
    const vs = await import('@sextant/vector-search');
    const { createRepoIndex } = await import('@sextant/core-engine/indexing');
    const store = await vs.createVectorStore('libsql', { path: join(dir, 'index.db') });
    const index = createRepoIndex({
      dir,
      store,
      embedder: await vs.embedderFrom(vectorSearchSettings(config).embedder),
      adapters: await adapters(),
      log,
    });
    return { index, dispose: async () => store.dispose?.() };
  };
}
