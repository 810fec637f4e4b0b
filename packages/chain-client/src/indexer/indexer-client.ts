import { silentLogger } from '@sextant/core-engine';
import type { Logger } from '@sextant/core-engine';
import type { Client as WsClient } from 'graphql-ws';
import type { GraphQLClient } from 'graphql-request';
import { createCountingCache } from '../cache.js';
import type { CacheStats } from '../cache.js';
import { contractStateFormat } from '../contract-state.js';
import { chainError } from '../errors.js';
import { createRedactor } from '../redact.js';
import type { Redactor } from '../redact.js';
import { withRetry, withTimeout } from '../retry.js';
import { classifyIndexerError, isTransientIndexerError } from './classify-error.js';
import * as doc from './documents.js';
import { indexerEndpoints } from './endpoints.js';
import type { IndexerEndpoints } from './endpoints.js';
import { createHistoryReaders } from './history.js';
import type { HistoryReaders } from './history.js';
import type {
  ContractEventFilter,
  IndexerBlock,
  IndexerBlockRef,
  IndexerContractAction,
  IndexerContractEvent,
  IndexerTransaction,
} from './types.js';

/** Options of the indexer client. */
export interface IndexerClientOptions {
  /** Base URL (http://host:8088) or the GraphQL URL (…/api/v4/graphql). */
  url: string;
  /** Per-request timeout. @default 15000 */
  timeoutMs?: number;
  /** Backoff between retries of transient failures. @default [1000, 2000, 4000] */
  retryDelaysMs?: readonly number[];
  /** How long historical answers (blocks, transactions by hash) stay cached. @default 300000 */
  historyTtlMs?: number;
  /**
   * Idle limit of the history drains: how long after the last event a drain waits for the next before it stops
   * (`stoppedBy: 'idle'`, `complete: false`). @default 3000
   */
  drainIdleMs?: number;
  logger?: Logger;
  /** Shared redactor (so the app's logs hide the same secrets). */
  redactor?: Redactor;
}

/** Client of the Midnight indexer GraphQL v4 API. */
export interface IndexerClient extends HistoryReaders {
  endpoints: IndexerEndpoints;
  redactor: Redactor;
  ready(): Promise<{ ready: boolean; status: number | null; error?: string }>;
  getBlock(offset?: { hash: string } | { height: number }): Promise<IndexerBlock | null>;
  latestBlock(): Promise<IndexerBlockRef | null>;
  getTransactions(offset: { hash: string } | { identifier: string }): Promise<IndexerTransaction[]>;
  contractAction(address: string, offset?: Record<string, unknown>): Promise<IndexerContractAction | null>;
  contractEvents(
    filter: ContractEventFilter,
    page?: { limit?: number; offset?: number },
  ): Promise<IndexerContractEvent[]>;
  /** Opens a wallet session; the session id is remembered by the redactor and must stay in memory. */
  connect(viewingKey: string): Promise<string>;
  disconnect(sessionId: string): Promise<void>;
  stats(): { history: CacheStats; retries: number };
  dispose(): Promise<void>;
}

/** Creates an indexer client (graphql-request for queries, graphql-ws for subscriptions, loaded lazily). */
export function createIndexerClient(opts: IndexerClientOptions): IndexerClient {
  const endpoints = indexerEndpoints(opts.url);
  const log = opts.logger ?? silentLogger;
  const redactor = opts.redactor ?? createRedactor();
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const history = createCountingCache<{ value: unknown }>({ max: 1000, ttlMs: opts.historyTtlMs ?? 300_000 });
  let http: Promise<GraphQLClient> | undefined;
  let ws: Promise<WsClient> | undefined;
  let retries = 0;

  const httpClient = () =>
    (http ??= import('graphql-request').then(({ GraphQLClient }) => new GraphQLClient(endpoints.graphql)));
  const wsClient = () =>
    (ws ??= Promise.all([import('graphql-ws'), import('ws')]).then(([{ createClient }, { WebSocket }]) =>
      createClient({
        url: endpoints.ws,
        webSocketImpl: WebSocket,
        lazy: true,
        retryAttempts: (opts.retryDelaysMs ?? [1, 2, 3]).length,
        connectionAckWaitTimeout: timeoutMs,
      }),
    ));

  const request = <T>(operation: string, query: string, variables: Record<string, unknown> = {}): Promise<T> =>
    withRetry(
      async () => {
        const client = await httpClient();
        const controller = new AbortController();
        try {
          return await withTimeout(
            client.request<T>({ document: query, variables, signal: controller.signal }),
            timeoutMs,
            `Indexer ${operation}`,
          );
        } catch (err) {
          controller.abort();
          throw classifyIndexerError(err, operation, redactor);
        }
      },
      {
        delaysMs: opts.retryDelaysMs,
        isTransient: isTransientIndexerError,
        onRetry: ({ attempt, delayMs }) => {
          retries++;
          log.warn('retrying indexer request', { operation, attempt, delayMs });
        },
      },
    );

  /** Historical answers are immutable once present; absent answers are never cached (they may appear later). */
  const cached = async <T>(key: string, load: () => Promise<T>): Promise<T> =>
    (
      await history.getOrLoad(
        key,
        async () => ({ value: await load() }),
        (v) => v.value !== null && !(Array.isArray(v.value) && v.value.length === 0),
      )
    ).value as T;

  const readers = createHistoryReaders({ wsClient, redactor, timeoutMs, idleMs: opts.drainIdleMs ?? 3000 });

  return {
    endpoints,
    redactor,
    ...readers,
    async ready() {
      try {
        const res = await withTimeout(fetch(endpoints.ready), timeoutMs, 'Indexer /ready');
        return { ready: res.ok, status: res.status };
      } catch (err) {
        return { ready: false, status: null, error: redactor.redact((err as Error).message) };
      }
    },
    getBlock(offset) {
      const load = async () =>
        (await request<{ block: IndexerBlock | null }>('block', doc.BLOCK_QUERY, offset ? { offset } : {})).block;
      return offset ? cached(`block:${JSON.stringify(offset)}`, load) : load();
    },
    async latestBlock() {
      return (await request<{ block: IndexerBlockRef | null }>('block', doc.LATEST_BLOCK_QUERY)).block;
    },
    getTransactions(offset) {
      return cached(
        `tx:${JSON.stringify(offset)}`,
        async () =>
          (await request<{ transactions: IndexerTransaction[] }>('transactions', doc.TRANSACTIONS_QUERY, { offset }))
            .transactions,
      );
    },
    async contractAction(address, offset) {
      const found = (
        await request<{ contractAction: IndexerContractAction | null }>('contractAction', doc.CONTRACT_ACTION_QUERY, {
          address,
          ...(offset ? { offset } : {}),
        })
      ).contractAction;
      // The state is named by its own tag (ledger 8 or 9, `""` for a failed action), never assumed.
      return found && found.state !== undefined ? { ...found, stateFormat: contractStateFormat(found.state) } : found;
    },
    async contractEvents(filter, page = {}) {
      return (
        await request<{ contractEvents: IndexerContractEvent[] }>('contractEvents', doc.CONTRACT_EVENTS_QUERY, {
          filter,
          limit: page.limit,
          offset: page.offset,
        })
      ).contractEvents;
    },
    async connect(viewingKey) {
      try {
        const { connect } = await request<{ connect: string }>('connect', doc.CONNECT_MUTATION, { viewingKey });
        redactor.add(connect);
        return connect;
      } catch (err) {
        if ((err as { code?: string }).code === 'GRAPHQL_ERROR') {
          throw chainError('INVALID_VIEWING_KEY', 'The indexer did not accept this viewing key.', {
            hint: 'Pass the wallet viewing key (mn_shield-esk…) for the network this server is connected to.',
            cause: err,
          });
        }
        throw err;
      }
    },
    async disconnect(sessionId) {
      await request('disconnect', doc.DISCONNECT_MUTATION, { sessionId });
      redactor.remove(sessionId);
    },
    stats: () => ({ history: history.stats(), retries }),
    async dispose() {
      const pending = ws;
      ws = undefined;
      if (pending) await (await pending).dispose();
    },
  };
}
