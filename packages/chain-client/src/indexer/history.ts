import type { Client as WsClient } from 'graphql-ws';
import type { Redactor } from '../redact.js';
import * as doc from './documents.js';
import { drainSubscription } from './subscriptions.js';
import type { DrainOptions, DrainResult } from './subscriptions.js';
import type { IndexerContractAction, IndexerShieldedTransaction, IndexerTransaction, IndexerUtxo } from './types.js';

/** One step of an address's unshielded history. */
export interface UnshieldedHistoryItem {
  transaction: IndexerTransaction;
  createdUtxos: IndexerUtxo[];
  spentUtxos: IndexerUtxo[];
}

/**
 * Readers built on subscriptions: the indexer has no history query, so streams are drained to their progress marker.
 * The real indexer announces progress first and then only every ~30 s, so completion is checked after every item as
 * well as on every progress event; an idle limit after the last event ends a drain whose marker never comes.
 */
export interface HistoryReaders {
  unshieldedHistory(
    address: string,
    opts?: DrainOptions & { fromTransactionId?: number },
  ): Promise<DrainResult & { items: UnshieldedHistoryItem[]; highestTransactionId: number | null }>;
  shieldedHistory(
    sessionId: string,
    opts?: DrainOptions & { fromIndex?: number },
  ): Promise<DrainResult & { items: IndexerShieldedTransaction[] }>;
  /** Contract actions from `fromHeight` until the stream goes idle (live streams have no end marker). */
  contractActions(
    address: string,
    opts?: DrainOptions & { fromHeight?: number; max?: number },
  ): Promise<DrainResult & { items: IndexerContractAction[] }>;
}

type UnshieldedEvent =
  | ({ __typename: 'UnshieldedTransaction' } & UnshieldedHistoryItem)
  | { __typename: 'UnshieldedTransactionsProgress'; highestTransactionId: number };
type ShieldedEvent =
  | { __typename: 'RelevantTransaction'; transaction: IndexerShieldedTransaction }
  | {
      __typename: 'ShieldedTransactionsProgress';
      highestZswapEndIndex: number;
      highestCheckedZswapEndIndex: number;
      highestRelevantZswapEndIndex: number;
    };

/** The caller's drain options over the defaults; an option given as `undefined` keeps its default. */
function withLimits(defaults: Required<Pick<DrainOptions, 'timeoutMs' | 'idleMs'>>, opts: DrainOptions): DrainOptions {
  return {
    timeoutMs: opts.timeoutMs ?? defaults.timeoutMs,
    idleMs: opts.idleMs ?? defaults.idleMs,
    ...(opts.signal ? { signal: opts.signal } : {}),
  };
}

/** Builds the subscription-draining readers over a lazily created graphql-ws client. */
export function createHistoryReaders(deps: {
  wsClient: () => Promise<WsClient>;
  redactor: Redactor;
  timeoutMs: number;
  /** Idle limit of the history drains (after the last event). */
  idleMs: number;
}): HistoryReaders {
  const limits = { timeoutMs: deps.timeoutMs, idleMs: deps.idleMs };
  return {
    async unshieldedHistory(address, opts = {}) {
      const items: UnshieldedHistoryItem[] = [];
      let highest: number | null = null;
      let seen = -1;
      const from = opts.fromTransactionId ?? 0;
      // Caught up once the last item reaches the announced highest id (0, or below `from`, means nothing to send).
      const caughtUp = () => highest !== null && (seen >= highest || highest === 0 || highest < from);
      const result = await drainSubscription<UnshieldedEvent>(
        await deps.wsClient(),
        {
          query: doc.UNSHIELDED_TRANSACTIONS_SUBSCRIPTION,
          variables: { address, transactionId: from },
          field: 'unshieldedTransactions',
        },
        (ev) => {
          if (ev.__typename === 'UnshieldedTransaction') {
            items.push({ transaction: ev.transaction, createdUtxos: ev.createdUtxos, spentUtxos: ev.spentUtxos });
            seen = Math.max(seen, ev.transaction.id);
          } else {
            highest = Math.max(highest ?? 0, ev.highestTransactionId);
          }
          return caughtUp();
        },
        deps.redactor,
        withLimits(limits, opts),
      );
      return { ...result, items, highestTransactionId: highest };
    },
    async shieldedHistory(sessionId, opts = {}) {
      const items: IndexerShieldedTransaction[] = [];
      let seenEnd = 0;
      let progress: Extract<ShieldedEvent, { __typename: 'ShieldedTransactionsProgress' }> | null = null;
      const caughtUp = () =>
        progress !== null &&
        progress.highestCheckedZswapEndIndex >= progress.highestZswapEndIndex &&
        seenEnd >= progress.highestRelevantZswapEndIndex;
      const result = await drainSubscription<ShieldedEvent>(
        await deps.wsClient(),
        {
          query: doc.SHIELDED_TRANSACTIONS_SUBSCRIPTION,
          variables: { sessionId, index: opts.fromIndex ?? 0 },
          field: 'shieldedTransactions',
        },
        (ev) => {
          if (ev.__typename === 'RelevantTransaction') {
            items.push(ev.transaction);
            seenEnd = Math.max(seenEnd, ev.transaction.zswapEndIndex);
          } else {
            progress = ev;
          }
          return caughtUp();
        },
        deps.redactor,
        withLimits(limits, opts),
      );
      return { ...result, items };
    },
    async contractActions(address, opts = {}) {
      const items: IndexerContractAction[] = [];
      const max = opts.max ?? 1000;
      const result = await drainSubscription<IndexerContractAction>(
        await deps.wsClient(),
        {
          query: doc.CONTRACT_ACTIONS_SUBSCRIPTION,
          variables: { address, offset: { height: opts.fromHeight ?? 0 } },
          field: 'contractActions',
        },
        (ev) => {
          items.push(ev);
          return items.length >= max;
        },
        deps.redactor,
        withLimits({ timeoutMs: deps.timeoutMs, idleMs: 500 }, opts),
      );
      return { ...result, items };
    },
  };
}
