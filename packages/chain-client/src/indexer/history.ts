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

/** Readers built on subscriptions: the indexer has no history query, so streams are drained to their progress marker. */
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

/** Builds the subscription-draining readers over a lazily created graphql-ws client. */
export function createHistoryReaders(deps: {
  wsClient: () => Promise<WsClient>;
  redactor: Redactor;
  timeoutMs: number;
}): HistoryReaders {
  return {
    async unshieldedHistory(address, opts = {}) {
      const items: UnshieldedHistoryItem[] = [];
      let highest: number | null = null;
      let seen = -1;
      const result = await drainSubscription<UnshieldedEvent>(
        await deps.wsClient(),
        {
          query: doc.UNSHIELDED_TRANSACTIONS_SUBSCRIPTION,
          variables: { address, transactionId: opts.fromTransactionId ?? 0 },
          field: 'unshieldedTransactions',
        },
        (ev) => {
          if (ev.__typename === 'UnshieldedTransaction') {
            items.push({ transaction: ev.transaction, createdUtxos: ev.createdUtxos, spentUtxos: ev.spentUtxos });
            seen = Math.max(seen, ev.transaction.id);
            return false;
          }
          highest = ev.highestTransactionId;
          return seen >= highest || (highest === 0 && items.length === 0);
        },
        deps.redactor,
        { timeoutMs: deps.timeoutMs, ...opts },
      );
      return { ...result, items, highestTransactionId: highest };
    },
    async shieldedHistory(sessionId, opts = {}) {
      const items: IndexerShieldedTransaction[] = [];
      let seenEnd = 0;
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
            return false;
          }
          return (
            ev.highestCheckedZswapEndIndex >= ev.highestZswapEndIndex && seenEnd >= ev.highestRelevantZswapEndIndex
          );
        },
        deps.redactor,
        { timeoutMs: deps.timeoutMs, ...opts },
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
        { timeoutMs: deps.timeoutMs, idleMs: 500, ...opts },
      );
      return { ...result, items };
    },
  };
}
