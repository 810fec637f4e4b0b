import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

const schema = z.object({
  SEXTANT_DATA_DIR: z.string().optional(),
  XDG_DATA_HOME: z.string().optional(),
  HOME: z.string().optional(),
  VECTOR_STORE: z.enum(['libsql', 'chroma']).default('libsql'),
  CHROMA_URL: z.string().url().optional(),
  EMBEDDER: z.enum(['none', 'openai', 'transformers']).default('none'),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().optional(),
  EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  TRANSFORMERS_MODEL_DIR: z.string().optional(),
  /** Chat model for ask_index when the client cannot sample; unset means extractive answers. */
  CHAT_MODEL: z.string().optional(),
  MAX_FILE_BYTES: z.coerce.number().int().positive().default(1_000_000),
  /** How long a work-tree freshness check is reused by searches. */
  FRESHNESS_TTL_MS: z.coerce.number().int().min(0).default(1000),
});

/** Settings of repo-index-mcp, parsed once from the environment. */
export interface AppConfig {
  dataDir: string;
  store: { id: 'libsql' } | { id: 'chroma'; url: string };
  embedder:
    | { id: 'none' }
    | { id: 'openai'; baseUrl: string; apiKey?: string; model: string }
    | { id: 'transformers'; model: string; modelDir?: string };
  chat?: { baseUrl: string; apiKey?: string; model: string };
  maxFileBytes: number;
  freshnessTtlMs: number;
}

/** Reads the environment; the data dir is SEXTANT_DATA_DIR, else $XDG_DATA_HOME/sextant, else ~/.local/share/sextant. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const e = schema.parse(env);
  const dataDir =
    e.SEXTANT_DATA_DIR ?? join(e.XDG_DATA_HOME ?? join(e.HOME ?? homedir(), '.local', 'share'), 'sextant');
  if (e.VECTOR_STORE === 'chroma' && !e.CHROMA_URL)
    throw new Error('VECTOR_STORE=chroma needs CHROMA_URL (e.g. http://localhost:8000).');
  const embedder: AppConfig['embedder'] =
    e.EMBEDDER === 'openai'
      ? { id: 'openai', baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.EMBEDDING_MODEL }
      : e.EMBEDDER === 'transformers'
        ? { id: 'transformers', model: e.EMBEDDING_MODEL, modelDir: e.TRANSFORMERS_MODEL_DIR }
        : { id: 'none' };
  return Object.freeze({
    dataDir: join(dataDir, 'repo-index'),
    store: e.VECTOR_STORE === 'chroma' ? { id: 'chroma' as const, url: e.CHROMA_URL! } : { id: 'libsql' as const },
    embedder,
    ...(e.CHAT_MODEL ? { chat: { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.CHAT_MODEL } } : {}),
    maxFileBytes: e.MAX_FILE_BYTES,
    freshnessTtlMs: e.FRESHNESS_TTL_MS,
  });
}
