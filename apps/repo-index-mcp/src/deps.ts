import type { Logger } from '@sextant/core-engine';
import type { FileProcessingPool } from '@sextant/core-engine/ports';
import type { AppConfig } from './config.js';
import { createIndexes } from './indexes.js';
import type { Indexes } from './indexes.js';
import { createStatusBoard } from './status.js';
import type { StatusBoard } from './status.js';

/** Everything tools and resources use. */
export interface AppDeps {
  config: AppConfig;
  indexes: Indexes;
  status: StatusBoard;
  log: Logger;
  dispose(): Promise<void>;
}

/**
 * Wires the app: indexes (stores and embedder open lazily per index), the worker pool (built with the first index,
 * its workers started by the first big run) and the status board. Nothing heavy loads before a tool needs it.
 */
export function createDeps(config: AppConfig, log: Logger): AppDeps {
  let pool: Promise<FileProcessingPool> | undefined;
  const getPool = () => (pool ??= import('./indexing-pool.js').then((m) => m.createIndexingPool(log)));
  const indexes = createIndexes(config, log, getPool);
  return {
    config,
    indexes,
    status: createStatusBoard(),
    log,
    dispose: async () => {
      await indexes.dispose();
      await (await pool?.catch(() => undefined))?.dispose();
    },
  };
}
