import { resolve } from 'node:path';
import { createIndexerClient, createNodeClient, createRedactor } from '@sextant/chain-client';
import type { IndexerClient, NodeClient } from '@sextant/chain-client';
import type { Embedder, Logger, VectorStore } from '@sextant/core-engine';
import { createTemplateRegistry } from '@sextant/templating';
import type { TemplateRegistry } from '@sextant/templating';
import type { AppConfig } from './config.js';
import { createLexicalStore } from './rag/lexical-store.js';
import { createCrossEncoderReranker, createLexicalReranker } from './rag/reranker.js';
import type { Reranker } from './rag/reranker.js';
import { createWalletSessions } from './sessions.js';
import type { WalletSessions } from './sessions.js';

/** Everything the tools use; built once per process. */
export interface AppDeps {
  config: AppConfig;
  node: NodeClient;
  indexer: IndexerClient;
  sessions: WalletSessions;
  templates: TemplateRegistry;
  /** Docs store for rag_query (port from core-engine; the in-app lexical store until vector-search is wired). */
  store: VectorStore;
  /** Optional embedder (port); without one rag_query is lexical only. */
  embedder?: Embedder;
  reranker: Reranker;
  dispose(): Promise<void>;
}

/** Wires the clients; nothing connects until a tool needs it, so start-up stays fast. */
export function createDeps(config: AppConfig, log: Logger): AppDeps {
  const redactor = createRedactor();
  const node = createNodeClient({
    url: config.nodeUrl,
    timeoutMs: config.timeoutMs,
    retryDelaysMs: config.retryDelaysMs,
    logger: log.child({ component: 'node' }),
  });
  const indexer = createIndexerClient({
    url: config.indexerUrl,
    timeoutMs: config.timeoutMs,
    retryDelaysMs: config.retryDelaysMs,
    historyTtlMs: config.historyTtlMs,
    logger: log.child({ component: 'indexer' }),
    redactor,
  });
  const sessions = createWalletSessions(indexer);
  return {
    config,
    node,
    indexer,
    sessions,
    templates: createTemplateRegistry(),
    store: createLexicalStore({ path: resolve(config.ragStorePath) }),
    reranker: config.rerankModelPath ? createCrossEncoderReranker(config.rerankModelPath) : createLexicalReranker(),
    async dispose() {
      await sessions.closeAll();
      await Promise.allSettled([node.disconnect(), indexer.dispose()]);
    },
  };
}
