import { parseAddress } from '../address.js';
import { createCountingCache } from '../cache.js';
import type { UnshieldedHistoryItem } from '../indexer/history.js';
import type { IndexerClient } from '../indexer/indexer-client.js';
import { NIGHT, NIGHT_TOKEN_TYPE, describeAmount } from '../units.js';

/** An unshielded account: its address, its history as drained, and its unspent balances. */
export type UnshieldedAccount = Awaited<ReturnType<typeof loadUnshieldedAccount>>;

/** Accounts kept per address (see createUnshieldedAccounts). */
export interface UnshieldedAccounts {
  /** The account of an unshielded address; throws INVALID_ADDRESS for another network or kind. */
  load(address: string, signal?: AbortSignal): Promise<UnshieldedAccount>;
}

/**
 * Unshielded accounts kept per address: the first load drains the address's whole history, a later one only
 * the transactions after the last one seen (indexed transactions never change), so a balance, an analysis and
 * every page of a history cost one full drain between them. Loads of one address run one after another.
 */
export function createUnshieldedAccounts(
  indexer: IndexerClient,
  opts: { network: string; drainTimeoutMs: number; /** @default 64 */ maxAddresses?: number },
): UnshieldedAccounts {
  const kept = createCountingCache<UnshieldedHistoryItem[]>({ max: opts.maxAddresses ?? 64 });
  const running = new Map<string, Promise<unknown>>();
  const loadOne = async (address: string, signal?: AbortSignal): Promise<UnshieldedAccount> => {
    const known = kept.get(address) ?? [];
    const last = known.reduce((max, i) => Math.max(max, i.transaction.id), -1);
    const fresh = await indexer.unshieldedHistory(address, {
      timeoutMs: opts.drainTimeoutMs,
      signal,
      fromTransactionId: last + 1,
    });
    const items = [...known, ...fresh.items];
    // Only a drain that caught up extends what is kept: a partial one is answered as partial and read again.
    if (fresh.complete) kept.set(address, items);
    const highest = Math.max(fresh.highestTransactionId ?? -1, last);
    const history = { ...fresh, items, highestTransactionId: highest < 0 ? null : highest };
    return { address, history, balances: balancesOf(items, address) };
  };
  return {
    async load(address, signal) {
      const parsed = parseAddress(address, { network: opts.network, kinds: ['unshielded'] });
      const before = running.get(parsed.address) ?? Promise.resolve();
      const load = before.catch(() => undefined).then(() => loadOne(parsed.address, signal));
      running.set(parsed.address, load);
      const done = () => void (running.get(parsed.address) === load && running.delete(parsed.address));
      load.then(done, done);
      return load;
    },
  };
}

/** An unshielded account rebuilt from the unshieldedTransactions subscription (the indexer has no balance query). */
export async function loadUnshieldedAccount(
  indexer: IndexerClient,
  address: string,
  network: string,
  drainTimeoutMs: number,
  signal?: AbortSignal,
) {
  const parsed = parseAddress(address, { network, kinds: ['unshielded'] });
  const history = await indexer.unshieldedHistory(parsed.address, { timeoutMs: drainTimeoutMs, signal });
  return { address: parsed.address, history, balances: balancesOf(history.items, parsed.address) };
}

/** Unspent outputs per token type; NIGHT formatted in NIGHT/STAR, other tokens left atomic. */
function balancesOf(items: readonly UnshieldedHistoryItem[], owner: string) {
  const spent = new Set(items.flatMap((i) => i.spentUtxos).map((u) => `${u.intentHash}:${u.outputIndex}`));
  const unspent = items
    .flatMap((i) => i.createdUtxos)
    .filter((u) => u.owner === owner && !spent.has(`${u.intentHash}:${u.outputIndex}`));
  const byToken = new Map<string, { total: bigint; utxos: number; registered: number }>();
  for (const u of unspent) {
    const entry = byToken.get(u.tokenType) ?? { total: 0n, utxos: 0, registered: 0 };
    entry.total += BigInt(u.value);
    entry.utxos++;
    if (u.registeredForDustGeneration) entry.registered++;
    byToken.set(u.tokenType, entry);
  }
  if (!byToken.has(NIGHT_TOKEN_TYPE)) byToken.set(NIGHT_TOKEN_TYPE, { total: 0n, utxos: 0, registered: 0 });
  return [...byToken.entries()].map(([tokenType, e]) => {
    const night = tokenType === NIGHT_TOKEN_TYPE;
    return {
      token: night ? 'NIGHT' : 'unknown',
      token_type: tokenType,
      atomic: e.total.toString(),
      atomic_unit: night ? NIGHT.atomic : 'atomic',
      formatted: night ? describeAmount(e.total, NIGHT).formatted : `${e.total} (decimals unknown)`,
      utxo_count: e.utxos,
      utxos_registered_for_dust: e.registered,
    };
  });
}
