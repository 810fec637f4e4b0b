import { join } from 'node:path';
import type { EmbedderSettings, StoreSettings } from '@sextant/vector-search/env';
import { vectorSearchEnv, vectorSearchSettings } from '@sextant/vector-search/env';
import { DEFAULT_MAX_INFLATED_BYTES } from '@sextant/core-engine/guarded-io';
import { z } from 'zod';

const schema = z.object({
  ...vectorSearchEnv,
  /** Chat model for ask_index when the client cannot sample; unset means extractive answers. */
  CHAT_MODEL: z.string().optional(),
  MAX_FILE_BYTES: z.coerce.number().int().positive().default(1_000_000),
  /** How long a work-tree freshness check is reused by searches. */
  FRESHNESS_TTL_MS: z.coerce.number().int().min(0).default(1000),
  /** Cap on what a loaded index bundle may inflate to (bytes). */
  MAX_INFLATED_BYTES: z.coerce.number().int().positive().default(DEFAULT_MAX_INFLATED_BYTES),
  /** Open work-tree indexes watched for changes at once (0 turns watching off); the least recently used stops first. */
  WATCH_MAX: z.coerce.number().int().min(0).default(8),
  /** Quiet time after a change before a watched index re-indexes. */
  // A save is one burst of events within a few ms (vim, ed, in-place and temp-and-rename writes measured).
  WATCH_DEBOUNCE_MS: z.coerce.number().int().min(0).default(25),
  /** The history field in ranking: subjects of the commits that touched each file (`off` skips the `git log`). */
  SEXTANT_HISTORY: z.enum(['on', 'off']).default('on'),
});

/** Settings of repo-index-mcp, parsed once from the environment. */
export interface AppConfig {
  dataDir: string;
  store: StoreSettings;
  embedder: EmbedderSettings;
  chat?: { baseUrl: string; apiKey?: string; model: string };
  maxFileBytes: number;
  freshnessTtlMs: number;
  maxInflatedBytes: number;
  watch: { max: number; debounceMs: number };
  /** Whether searches use the history field (SEXTANT_HISTORY, default on). */
  history: boolean;
}

/** Reads the environment; the data dir is SEXTANT_DATA_DIR, else $XDG_DATA_HOME/sextant, else ~/.local/share/sextant. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const e = schema.parse(env);
  const { dataDir, store, embedder } = vectorSearchSettings(e);
  return Object.freeze({
    dataDir: join(dataDir, 'repo-index'),
    store,
    embedder,
    ...(e.CHAT_MODEL ? { chat: { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.CHAT_MODEL } } : {}),
    maxFileBytes: e.MAX_FILE_BYTES,
    freshnessTtlMs: e.FRESHNESS_TTL_MS,
    maxInflatedBytes: e.MAX_INFLATED_BYTES,
    watch: { max: e.WATCH_MAX, debounceMs: e.WATCH_DEBOUNCE_MS },
    history: e.SEXTANT_HISTORY === 'on',
  });
}
