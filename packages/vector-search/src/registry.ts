import type { Embedder, VectorStore } from '@sextant/core-engine';
import type { ChromaStoreOptions } from './drivers/chroma.js';
import type { LibsqlStoreOptions } from './drivers/libsql.js';
import type { OpenAIEmbedderOptions } from './embedders/openai.js';
import type { TransformersEmbedderOptions } from './embedders/transformers.js';

// Lazy loaders keyed by id: a driver's client library loads on first use only.
const stores = {
  libsql: () => import('./drivers/libsql.js').then((m) => m.createLibsqlStore),
  chroma: () => import('./drivers/chroma.js').then((m) => m.createChromaStore),
} as const;

const embedders = {
  none: () => import('./embedders/none.js').then((m) => m.createNoneEmbedder),
  openai: () => import('./embedders/openai.js').then((m) => m.createOpenAIEmbedder),
  transformers: () => import('./embedders/transformers.js').then((m) => m.createTransformersEmbedder),
} as const;

export type VectorStoreId = keyof typeof stores;
export type VectorStoreOptions = { libsql: LibsqlStoreOptions; chroma: ChromaStoreOptions };
export type EmbedderId = keyof typeof embedders;
export type EmbedderOptions = {
  none: Record<string, never>;
  openai: OpenAIEmbedderOptions;
  transformers: TransformersEmbedderOptions;
};

/** Creates a store by driver id. */
export async function createVectorStore<K extends VectorStoreId>(
  id: K,
  opts: VectorStoreOptions[K],
): Promise<VectorStore> {
  const factory = (await stores[id]()) as (o: VectorStoreOptions[K]) => Promise<VectorStore>;
  return factory(opts);
}

/** Creates an embedder by id. */
export async function createEmbedder<K extends EmbedderId>(id: K, opts: EmbedderOptions[K]): Promise<Embedder> {
  const factory = (await embedders[id]()) as (o: EmbedderOptions[K]) => Embedder | Promise<Embedder>;
  return factory(opts);
}
