import { createIndexerClient, createNodeClient, createRedactor, createUnshieldedAccounts } from '@sextant/chain-client';
import type { IndexerClient, NodeClient, UnshieldedAccounts } from '@sextant/chain-client';
import type { Logger } from '@sextant/core-engine';
import { createTemplateRegistry } from '@sextant/templating';
import type { TemplateRegistry } from '@sextant/templating';
import type { AppConfig } from './config.js';
import type { DocsBackend, Reranker } from '@sextant/vector-search';
import { createRagBackend } from './rag/backend.js';
import { createWalletSessions } from './sessions.js';
import type { WalletSessions } from './sessions.js';

/** Everything the tools use; built once per process. */
export interface AppDeps {
  config: AppConfig;
  node: NodeClient;
  indexer: IndexerClient;
  /** Unshielded accounts by address: one full history drain, then only newer transactions. */
  accounts: UnshieldedAccounts;
  sessions: WalletSessions;
  templates: TemplateRegistry;
  /** Docs store (@sextant/vector-search: libsql or Chroma) and optional embedder, opened on the first rag call. */
  rag(): Promise<DocsBackend>;
  /** A cross-encoder when RERANK_MODEL_PATH is set, else the lexical reranker; built on the first rerank. */
  reranker(): Promise<Reranker>;
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
    drainIdleMs: config.drainIdleMs,
    logger: log.child({ component: 'indexer' }),
    redactor,
  });
  const sessions = createWalletSessions(indexer);
  const rag = createRagBackend(config);
  let reranker: Promise<Reranker> | undefined;
  return {
    config,
    node,
    indexer,
    accounts: createUnshieldedAccounts(indexer, { network: config.networkId, drainTimeoutMs: config.drainTimeoutMs }),
    sessions,
    templates: createTemplateRegistry(),
    rag: () => rag.get(),
    reranker: () =>
      (reranker ??= import('@sextant/vector-search').then((vs) =>
        config.rerankModelPath
          ? vs.createCrossEncoderReranker(config.rerankModelPath, {
              owner: 'the server',
              instead: 'or unset RERANK_MODEL_PATH to use the lexical reranker',
            })
          : vs.createLexicalReranker(),
      )),
    async dispose() {
      await sessions.closeAll();
      await Promise.allSettled([node.disconnect(), indexer.dispose(), rag.dispose()]);
    },
  };
}
