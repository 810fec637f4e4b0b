import type { IndexerClient, NodeClient, UnshieldedAccounts } from '@sextant/chain-client';
import type { Logger } from '@sextant/core-engine';
import type { TemplateRegistry } from '@sextant/templating';
import type { AppConfig } from './config.js';
import type { DocsBackend, Reranker } from '@sextant/vector-search';
import { createRagBackend } from './rag/backend.js';
import type { WalletSessions } from './sessions.js';

/** The chain clients; built on the first chain tool call, nothing connects until a method needs it. */
export interface ChainClients {
  node: NodeClient;
  indexer: IndexerClient;
  /** Unshielded accounts by address: one full history drain, then only newer transactions. */
  accounts: UnshieldedAccounts;
  sessions: WalletSessions;
}

/** Everything the tools use; built once per process. */
export interface AppDeps {
  config: AppConfig;
  /** @sextant/chain-client (its codecs and RPC clients) loads on the first call that needs it, not at start. */
  chain(): Promise<ChainClients>;
  /** @sextant/templating loads on the first template call. */
  templates(): Promise<TemplateRegistry>;
  /** Docs store (@sextant/vector-search: libsql or Chroma) and optional embedder, opened on the first rag call. */
  rag(): Promise<DocsBackend>;
  /** A cross-encoder when RERANK_MODEL_PATH is set, else the lexical reranker; built on the first rerank. */
  reranker(): Promise<Reranker>;
  dispose(): Promise<void>;
}

/** Wires the clients; nothing connects until a tool needs it, so start-up stays fast. */
export function createDeps(config: AppConfig, log: Logger): AppDeps {
  let chain: Promise<ChainClients> | undefined;
  let templates: Promise<TemplateRegistry> | undefined;
  const rag = createRagBackend(config);
  let reranker: Promise<Reranker> | undefined;
  return {
    config,
    chain: () => (chain ??= loadChain(config, log)),
    templates: () => (templates ??= import('@sextant/templating').then((m) => m.createTemplateRegistry())),
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
      const clients = await chain?.catch(() => undefined);
      await clients?.sessions.closeAll();
      await Promise.allSettled([clients?.node.disconnect(), clients?.indexer.dispose(), rag.dispose()]);
    },
  };
}

async function loadChain(config: AppConfig, log: Logger): Promise<ChainClients> {
  const [cc, { createWalletSessions }] = await Promise.all([import('@sextant/chain-client'), import('./sessions.js')]);
  const node = cc.createNodeClient({
    url: config.nodeUrl,
    timeoutMs: config.timeoutMs,
    retryDelaysMs: config.retryDelaysMs,
    logger: log.child({ component: 'node' }),
  });
  const indexer = cc.createIndexerClient({
    url: config.indexerUrl,
    timeoutMs: config.timeoutMs,
    retryDelaysMs: config.retryDelaysMs,
    historyTtlMs: config.historyTtlMs,
    drainIdleMs: config.drainIdleMs,
    logger: log.child({ component: 'indexer' }),
    redactor: cc.createRedactor(),
  });
  return {
    node,
    indexer,
    accounts: cc.createUnshieldedAccounts(indexer, {
      network: config.networkId,
      drainTimeoutMs: config.drainTimeoutMs,
    }),
    sessions: createWalletSessions(indexer),
  };
}
