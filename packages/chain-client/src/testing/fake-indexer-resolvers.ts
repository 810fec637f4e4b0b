import { Repeater } from 'graphql-yoga';
import type { FakeIndexedBlock, FakeIndexedTx, FakeIndexerData } from './fake-indexer-data.js';

type Args = Record<string, unknown>;
const strip = (h: unknown) =>
  String(h ?? '')
    .replace(/^0x/, '')
    .toLowerCase();

/**
 * When the history subscriptions announce progress. The real indexer sends it `first` (before the items), then only
 * on a slow tick (~30 s); `last` sends it right after the items; `tick` only on the tick (a marker that comes late).
 */
export interface FakeProgress {
  order: 'first' | 'last' | 'tick';
  /** @default 30000 */
  tickMs: number;
}

/** Resolvers of the fake indexer over its deterministic data; `sessions` maps session ids to viewing keys. */
export function createFakeIndexerResolvers(
  data: FakeIndexerData,
  sessions: Map<string, string>,
  progress: FakeProgress = { order: 'first', tickMs: 30_000 },
) {
  const byHeight = new Map(data.blocks.map((b) => [b.height, b]));
  const byHash = new Map(data.blocks.map((b) => [b.hash, b]));
  const findBlock = (offset?: { hash?: string; height?: number } | null): FakeIndexedBlock | null => {
    if (!offset) return data.blocks.at(-1) ?? null;
    if (offset.hash !== undefined && offset.hash !== null) return byHash.get(strip(offset.hash)) ?? null;
    if (offset.height !== undefined && offset.height !== null) return byHeight.get(offset.height) ?? null;
    return null;
  };
  const action = (tx: FakeIndexedTx) =>
    tx.action
      ? {
          __typename: tx.action.kind,
          address: tx.action.address,
          entryPoint: tx.action.entryPoint,
          state: tx.action.state,
          tx,
        }
      : null;

  const Block = {
    hash: (b: FakeIndexedBlock) => b.hash,
    protocolVersion: (b: FakeIndexedBlock) => b.protocolVersion,
    author: (b: FakeIndexedBlock) => `author${b.height % 3}`,
    parent: (b: FakeIndexedBlock) => (b.parentHash ? (byHash.get(b.parentHash) ?? null) : null),
    transactions: (b: FakeIndexedBlock) => b.txs,
  };
  const Transaction = {
    protocolVersion: (t: FakeIndexedTx) => byHeight.get(t.height)!.protocolVersion,
    block: (t: FakeIndexedTx) => byHeight.get(t.height),
    contractActions: (t: FakeIndexedTx) => (t.action ? [action(t)] : []),
    unshieldedCreatedOutputs: (t: FakeIndexedTx) => t.created,
    unshieldedSpentOutputs: (t: FakeIndexedTx) => t.spent,
    transactionResult: (t: FakeIndexedTx) => ({ status: t.failed ? 'FAILURE' : 'SUCCESS' }),
  };
  const txOfAction = { transaction: (a: { tx: FakeIndexedTx }) => a.tx };
  const ticker = (items: readonly unknown[], tail?: () => unknown) =>
    new Repeater<unknown>(async (push, stop) => {
      const { order, tickMs } = progress;
      if (tail && order === 'first') await push(tail());
      for (const item of items) await push(item);
      if (!tail) return void (await stop);
      if (order === 'last') await push(tail());
      const timer = setInterval(() => void push(tail()), tickMs);
      await stop;
      clearInterval(timer);
    });

  return {
    Transaction: { __resolveType: () => 'RegularTransaction' },
    ContractAction: { __resolveType: (a: { __typename: string }) => a.__typename },
    ContractEvent: { __resolveType: () => 'MiscContractEvent' },
    UnshieldedTransactionsEvent: { __resolveType: (e: { __typename: string }) => e.__typename },
    ShieldedTransactionsEvent: { __resolveType: (e: { __typename: string }) => e.__typename },
    Block,
    RegularTransaction: Transaction,
    ContractDeploy: txOfAction,
    ContractCall: txOfAction,
    MiscContractEvent: { transaction: (e: { tx: FakeIndexedTx }) => e.tx },
    RelevantTransaction: {},
    Query: {
      block: (_: unknown, { offset }: Args) => findBlock(offset as never),
      transactions: (_: unknown, { offset }: Args) => {
        const o = offset as { hash?: string; identifier?: string };
        return data.txs.filter((t) =>
          o.hash ? t.hash === strip(o.hash) : t.identifiers.includes(strip(o.identifier)),
        );
      },
      contractAction: (_: unknown, { address, offset }: Args) => {
        // The action as of a transaction (hash) or block (height/hash); the latest without an offset.
        const o = offset as { transactionOffset?: { hash?: string }; blockOffset?: { hash?: string; height?: number } };
        const upTo = o?.blockOffset ? findBlock(o.blockOffset)?.height : undefined;
        const found = [...data.txs]
          .reverse()
          .find(
            (t) =>
              t.action?.address === strip(address) &&
              (!o?.transactionOffset?.hash || t.hash === strip(o.transactionOffset.hash)) &&
              (upTo === undefined || t.height <= upTo),
          );
        return found ? action(found) : null;
      },
      contractEvents: (_: unknown, { filter, limit, offset }: Args) => {
        const f = filter as { contractAddress: string; fromBlock?: number; toBlock?: number; transactionHash?: string };
        const calls = data.txs.filter(
          (t) =>
            t.action?.kind === 'ContractCall' &&
            t.action.address === strip(f.contractAddress) &&
            (f.fromBlock == null || t.height >= f.fromBlock) &&
            (f.toBlock == null || t.height <= f.toBlock) &&
            (!f.transactionHash || t.hash === strip(f.transactionHash)),
        );
        const all = calls.map((t, i) => ({
          id: i + 1,
          raw: `ee${t.id}`,
          maxId: calls.length,
          protocolVersion: byHeight.get(t.height)!.protocolVersion,
          contractAddress: t.action!.address,
          transactionId: t.id,
          name: Buffer.from(t.action!.entryPoint!).toString('hex'),
          payload: `0${t.id}`,
          tx: t,
        }));
        const start = Number(offset ?? 0);
        return all.slice(start, start + Math.min(Number(limit ?? 100), 500));
      },
    },
    Mutation: {
      connect: (_: unknown, { viewingKey }: Args) => {
        if (viewingKey !== data.viewingKey && viewingKey !== data.emptyViewingKey)
          throw new Error('invalid viewing key');
        const id = `5e55${sessions.size.toString(16).padStart(4, '0')}${'c0ffee'.repeat(9)}`;
        sessions.set(id, String(viewingKey));
        return id;
      },
      disconnect: (_: unknown, { sessionId }: Args) => (sessions.delete(strip(sessionId)), 'ok'),
    },
    Subscription: {
      blocks: {
        subscribe: (_: unknown, { offset }: Args) =>
          ticker(
            data.blocks
              .filter((b) => b.height >= (findBlock(offset as never)?.height ?? 0))
              .map((b) => ({ blocks: b })),
          ),
      },
      contractActions: {
        subscribe: (_: unknown, { address, offset }: Args) => {
          const from = findBlock(offset as never)?.height ?? 0;
          const items = data.txs
            .filter((t) => t.action?.address === strip(address) && t.height >= from)
            .map((t) => ({ contractActions: action(t) }));
          return ticker(items);
        },
      },
      unshieldedTransactions: {
        subscribe: (_: unknown, { address, transactionId }: Args) => {
          const mine = data.txs.filter(
            (t) => t.id >= Number(transactionId ?? 0) && [...t.created, ...t.spent].some((u) => u.owner === address),
          );
          const highest = mine.at(-1)?.id ?? 0;
          const items = mine.map((t) => ({
            unshieldedTransactions: {
              __typename: 'UnshieldedTransaction',
              transaction: t,
              createdUtxos: t.created.filter((u) => u.owner === address),
              spentUtxos: t.spent.filter((u) => u.owner === address),
            },
          }));
          return ticker(items, () => ({
            unshieldedTransactions: { __typename: 'UnshieldedTransactionsProgress', highestTransactionId: highest },
          }));
        },
      },
      shieldedTransactions: {
        subscribe: (_: unknown, { sessionId }: Args) => {
          const key = sessions.get(strip(sessionId));
          if (key === undefined) throw new Error('unknown session id');
          const mine = key === data.viewingKey ? data.txs.filter((t) => t.shieldedFor) : [];
          const end = data.txs.at(-1)?.zswapEndIndex ?? 0;
          const items = mine.map((t) => ({
            shieldedTransactions: { __typename: 'RelevantTransaction', transaction: t },
          }));
          return ticker(items, () => ({
            shieldedTransactions: {
              __typename: 'ShieldedTransactionsProgress',
              highestZswapEndIndex: end,
              highestCheckedZswapEndIndex: end,
              highestRelevantZswapEndIndex: mine.at(-1)?.zswapEndIndex ?? 0,
            },
          }));
        },
      },
    },
  };
}
