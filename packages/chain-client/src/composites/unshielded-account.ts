import { parseAddress } from '../address.js';
import type { UnshieldedHistoryItem } from '../indexer/history.js';
import type { IndexerClient } from '../indexer/indexer-client.js';
import { NIGHT, NIGHT_TOKEN_TYPE, describeAmount } from '../units.js';

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
