import { join } from 'node:path';
import { vectorSearchEnv, vectorSearchSettings } from '@sextant/vector-search/env';
import { z } from 'zod';

const schema = z.object({
  MIDNIGHT_GITHUB_API_URL: z.string().url().default('https://api.github.com'),
  GITHUB_TOKEN: z.string().optional(),
  /** Retries of a failing GitHub call (5xx, network); 0 fails at once, as offline runs want. */
  MIDNIGHT_GITHUB_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  MIDNIGHT_DOCS_URL: z.string().url().default('https://docs.midnight.network'),
  MIDNIGHT_COMPACT_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/)
    .default('midnightntwrk/compact'),
  MIDNIGHT_COMPACT_PRODUCT: z.string().default('compactc'),
  MIDNIGHT_CHANGELOG_PATH: z.string().default('CHANGELOG.md'),
  MIDNIGHT_GRAMMAR_PATH: z.string().default('doc/compact-grammar.md'),
  /** Repositories get-latest-updates watches, comma-separated. */
  MIDNIGHT_REPOS: z
    .string()
    .default(
      'midnightntwrk/compact,midnightntwrk/midnight-js,midnightntwrk/midnight-docs,midnightntwrk/example-counter,midnightntwrk/example-bboard,OpenZeppelin/compact-contracts',
    )
    .transform((s) =>
      s
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  /** Where the local knowledge base lives; default `<data dir>/midnight-mcp`, the data dir of every app (XDG). */
  MIDNIGHT_DATA_DIR: z.string().min(1).optional(),
  MIDNIGHT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(600_000),
  /** Knowledge base store (VECTOR_STORE: `libsql` = MIDNIGHT_DATA_DIR/knowledge.db, or a shared `chroma` at CHROMA_URL)
   * and embedder (EMBEDDER, `none` keeps search lexical and needs no API key): vector-search's variables. */
  ...vectorSearchEnv,
  /** Chroma collection a team indexes once and every server reads (3+ characters). */
  MIDNIGHT_CHROMA_COLLECTION: z.string().min(3).default('midnight-knowledge'),
});

/** The server's settings, parsed once from the environment. */
export type MidnightConfig = Readonly<
  Omit<z.output<typeof schema>, 'MIDNIGHT_DATA_DIR'> & { MIDNIGHT_DATA_DIR: string }
>;

/** Parses the environment; invalid values fail start-up with the variable named. */
export function loadConfig(env: Record<string, string | undefined>): MidnightConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  let dataDir: string;
  try {
    dataDir = vectorSearchSettings(parsed.data).dataDir;
  } catch (err) {
    throw new Error(`Invalid environment: ${(err as Error).message}`);
  }
  // SEXTANT_DATA_DIR, else $XDG_DATA_HOME/sextant, else ~/.local/share/sextant: the directory every app shares.
  return Object.freeze({
    ...parsed.data,
    MIDNIGHT_DATA_DIR: parsed.data.MIDNIGHT_DATA_DIR ?? join(dataDir, 'midnight-mcp'),
  });
}
