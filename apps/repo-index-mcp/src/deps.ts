import type { Logger } from '@sextant/core-engine';
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

/** Wires the app: indexes (stores and embedder open lazily per index) and the status board. */
export function createDeps(config: AppConfig, log: Logger): AppDeps {
  const indexes = createIndexes(config, log);
  return { config, indexes, status: createStatusBoard(), log, dispose: () => indexes.dispose() };
}
