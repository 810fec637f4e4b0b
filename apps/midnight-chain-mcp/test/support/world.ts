import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { silentLogger } from '@sextant/core-engine';
import { startFakeIndexer, startFakeNode } from '@sextant/chain-client/testing';
import type { FakeIndexer, FakeNode, FakeProgress } from '@sextant/chain-client/testing';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import type { AppDeps } from '../../src/deps.js';

/** `shared/reference/midnight/<file>` in an ancestor directory, when present. */
function sharedMidnightFile(file: string): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'reference', 'midnight', file);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** A loopback Midnight node and indexer that agree on one chain, plus the env pointing the app at them. */
export interface World {
  node: FakeNode;
  indexer: FakeIndexer;
  env: Record<string, string>;
  tmp: string;
  deps(): AppDeps;
  close(): Promise<void>;
}

export async function startWorld(
  opts: { blocks?: number; progress?: Partial<FakeProgress>; env?: Record<string, string> } = {},
): Promise<World> {
  const node = await startFakeNode({
    metadataPath: sharedMidnightFile('midnight-node-2.1.0-metadata.scale'),
    blocks: opts.blocks ?? 30,
  });
  const indexer = await startFakeIndexer({
    blocks: node.chain.blocks.slice(0, node.chain.finalizedNumber() + 1),
    network: 'undeployed',
    ...(opts.progress ? { progress: opts.progress } : {}),
  });
  const tmp = await mkdtemp(join(tmpdir(), 'midnight-mcp-'));
  const env = {
    MIDNIGHT_NODE_URL: node.url,
    MIDNIGHT_INDEXER_URL: indexer.url,
    MIDNIGHT_NETWORK_ID: 'undeployed',
    MIDNIGHT_RETRY_DELAYS_MS: '20,40,80',
    MIDNIGHT_TIMEOUT_MS: '3000',
    MIDNIGHT_DRAIN_TIMEOUT_MS: '5000',
    SEXTANT_DATA_DIR: tmp,
    // The shell's tools/list start-up cache is keyed by the entry file, and src/main.ts does not change when a
    // tool schema does: a per-run cache dir keeps servers started from source from answering a stale list.
    XDG_CACHE_HOME: tmp,
    ...opts.env,
  };
  const made: AppDeps[] = [];
  return {
    node,
    indexer,
    env,
    tmp,
    deps() {
      const d = createDeps(loadConfig(env), silentLogger);
      made.push(d);
      return d;
    },
    async close() {
      await Promise.all(made.map((d) => d.dispose()));
      await Promise.all([node.stop(), indexer.stop()]);
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
