import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The environment variables of every app that stores chunks, as a zod shape to spread into the app's own
 * schema. Apps parse their env once; this module only describes and maps it.
 */
export const vectorSearchEnv = {
  SEXTANT_DATA_DIR: z.string().optional(),
  XDG_DATA_HOME: z.string().optional(),
  HOME: z.string().optional(),
  /** `libsql` (one embedded file, the default) or a shared `chroma` server at CHROMA_URL. */
  VECTOR_STORE: z.enum(['libsql', 'chroma']).default('libsql'),
  CHROMA_URL: z.string().url().optional(),
  /** `none` keeps search lexical and needs no API key. */
  EMBEDDER: z.enum(['none', 'openai', 'transformers']).default('none'),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().optional(),
  EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  TRANSFORMERS_MODEL_DIR: z.string().optional(),
};

/** The parsed variables. */
export type VectorSearchEnv = z.output<z.ZodObject<typeof vectorSearchEnv>>;

/** Which embedder to build, from EMBEDDER and its settings. */
export type EmbedderSettings =
  | { id: 'none' }
  | { id: 'openai'; baseUrl: string; apiKey?: string; model: string }
  | { id: 'transformers'; model: string; modelDir?: string };

/** Which store to open: the embedded libsql file, or a Chroma server. */
export type StoreSettings = { id: 'libsql' } | { id: 'chroma'; url: string };

/** Store, embedder and the per-user data dir (SEXTANT_DATA_DIR, else $XDG_DATA_HOME/sextant, else ~/.local/share/sextant). */
export function vectorSearchSettings(e: VectorSearchEnv): {
  dataDir: string;
  store: StoreSettings;
  embedder: EmbedderSettings;
} {
  if (e.VECTOR_STORE === 'chroma' && !e.CHROMA_URL) {
    throw new Error('VECTOR_STORE=chroma needs CHROMA_URL (e.g. http://localhost:8000).');
  }
  const dataDir =
    e.SEXTANT_DATA_DIR ?? join(e.XDG_DATA_HOME ?? join(e.HOME ?? homedir(), '.local', 'share'), 'sextant');
  const embedder: EmbedderSettings =
    e.EMBEDDER === 'openai'
      ? { id: 'openai', baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.EMBEDDING_MODEL }
      : e.EMBEDDER === 'transformers'
        ? { id: 'transformers', model: e.EMBEDDING_MODEL, modelDir: e.TRANSFORMERS_MODEL_DIR }
        : { id: 'none' };
  const store: StoreSettings = e.VECTOR_STORE === 'chroma' ? { id: 'chroma', url: e.CHROMA_URL! } : { id: 'libsql' };
  return { dataDir, store, embedder };
}
