import type { DocsBackend } from '@sextant/vector-search';
import type { AppConfig } from '../config.js';

/**
 * Opens the RAG backend on first use: @sextant/vector-search (and libsql or the Chroma client) is imported
 * only when a rag tool runs, so server start-up stays fast. A failed open is retried on the next call.
 */
export function createRagBackend(config: Pick<AppConfig, 'ragStore' | 'embedder'>) {
  let opening: Promise<DocsBackend> | undefined;
  const open = async (): Promise<DocsBackend> => {
    const { createEmbedder, createVectorStore } = await import('@sextant/vector-search');
    const s = config.ragStore;
    const e = config.embedder;
    const embedder =
      e.id === 'openai'
        ? await createEmbedder('openai', e)
        : e.id === 'transformers'
          ? await createEmbedder('transformers', e)
          : undefined;
    const store =
      s.id === 'chroma'
        ? await createVectorStore('chroma', { url: s.url, collection: s.collection })
        : await createVectorStore('libsql', { path: s.path });
    return { store, embedder };
  };
  return {
    get(): Promise<DocsBackend> {
      opening ??= open().catch((err: unknown) => {
        opening = undefined;
        throw err;
      });
      return opening;
    },
    async dispose(): Promise<void> {
      const backend = await opening?.catch(() => undefined);
      opening = undefined;
      await backend?.store.dispose?.();
    },
  };
}
