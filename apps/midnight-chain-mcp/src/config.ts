import { z } from 'zod';

const delays = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'comma-separated milliseconds, e.g. 1000,2000,4000')
  .transform((s) => s.split(',').map(Number));

const schema = z.object({
  MIDNIGHT_NODE_URL: z.string().url().default('ws://127.0.0.1:9944'),
  MIDNIGHT_INDEXER_URL: z.string().url().default('http://127.0.0.1:8088'),
  MIDNIGHT_NETWORK_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('undeployed'),
  MIDNIGHT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  MIDNIGHT_RETRY_DELAYS_MS: delays.default([1000, 2000, 4000]),
  MIDNIGHT_HISTORY_TTL_MS: z.coerce.number().int().min(0).default(300_000),
  MIDNIGHT_DRAIN_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  RAG_STORE_PATH: z.string().default('.sextant/midnight-rag.json'),
  RAG_DEFAULT_COLLECTION: z.string().min(3).default('midnight-docs-v1'),
  RERANK_MODEL_PATH: z.string().optional(),
});

/** The app's settings, parsed once from the environment. */
export type AppConfig = Readonly<{
  nodeUrl: string;
  indexerUrl: string;
  networkId: string;
  timeoutMs: number;
  retryDelaysMs: number[];
  historyTtlMs: number;
  drainTimeoutMs: number;
  ragStorePath: string;
  ragCollection: string;
  rerankModelPath: string | undefined;
}>;

/** Parses the environment; throws a readable error naming the bad variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid midnight-chain-mcp configuration: ${issues}`);
  }
  const e = parsed.data;
  return Object.freeze({
    nodeUrl: e.MIDNIGHT_NODE_URL,
    indexerUrl: e.MIDNIGHT_INDEXER_URL,
    networkId: e.MIDNIGHT_NETWORK_ID,
    timeoutMs: e.MIDNIGHT_TIMEOUT_MS,
    retryDelaysMs: e.MIDNIGHT_RETRY_DELAYS_MS,
    historyTtlMs: e.MIDNIGHT_HISTORY_TTL_MS,
    drainTimeoutMs: e.MIDNIGHT_DRAIN_TIMEOUT_MS,
    ragStorePath: e.RAG_STORE_PATH,
    ragCollection: e.RAG_DEFAULT_COLLECTION,
    rerankModelPath: e.RERANK_MODEL_PATH,
  });
}
