import { parseAddress } from '@sextant/chain-client';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/analyze-address.js';

/** The handler of analyzeAddress, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async ({ address }, deps: AppDeps, ctx) => {
  const { accounts } = await deps.chain();
  const { config } = deps;
  const parsed = parseAddress(address, { network: config.networkId });
  const base = {
    address: parsed.address,
    kind: parsed.kind,
    network: parsed.network,
    payload_hex: parsed.payloadHex,
  };
  if (parsed.kind !== 'unshielded') {
    return {
      ...base,
      notes: [
        `A ${parsed.kind} string has no public history; shielded activity needs the viewing key (midnight_indexer_connect).`,
      ],
    };
  }
  const account = await accounts.load(parsed.address, ctx.signal);
  const items = account.history.items;
  const times = items.map((i) => i.transaction.block.timestamp).sort((a, b) => a - b);
  const contracts = new Set(items.flatMap((i) => i.transaction.contractActions.map((a) => a.address)));
  return {
    ...base,
    balances: account.balances,
    activity: {
      transactions: items.length,
      first_seen: times.length ? new Date(times[0]!).toISOString() : null,
      last_seen: times.length ? new Date(times.at(-1)!).toISOString() : null,
      received_utxos: items.reduce((s, i) => s + i.createdUtxos.length, 0),
      spent_utxos: items.reduce((s, i) => s + i.spentUtxos.length, 0),
      contracts_touched: [...contracts],
      complete: account.history.complete,
      stopped_by: account.history.stoppedBy,
    },
    notes: [
      'Counterparties are not reported: UTXO transactions do not name a sender address in the indexer.',
      'No reserved/frozen balances exist on Midnight.',
    ],
  };
};
