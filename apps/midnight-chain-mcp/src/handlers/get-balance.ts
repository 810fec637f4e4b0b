import { chainError, parseAddress } from '@sextant/chain-client';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-balance.js';

/** The handler of getBalance, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async ({ address }, deps: AppDeps, ctx) => {
  const { accounts } = await deps.chain();
  const { config } = deps;
  const parsed = parseAddress(address, { network: config.networkId });
  if (parsed.kind === 'shielded') {
    throw chainError('VIEWING_KEY_REQUIRED', 'A shielded balance is only visible with the wallet viewing key.', {
      hint: 'Call midnight_indexer_connect with the mn_shield-esk… viewing key, then midnight_indexer_get_account_history with the session.',
    });
  }
  if (parsed.kind === 'dust') {
    throw chainError(
      'UNSUPPORTED',
      'The indexer has no balance query for a DUST address: DUST is computed by the wallet from its dust generations.',
      {
        hint: 'Pass the mn_addr… address whose NIGHT generates the DUST; utxos_registered_for_dust shows what is registered.',
      },
    );
  }
  if (parsed.kind !== 'unshielded')
    throw chainError('INVALID_ADDRESS', `A ${parsed.kind} string is not an account address.`, {
      hint: 'Pass an mn_addr… address.',
    });
  const account = await accounts.load(parsed.address, ctx.signal);
  return {
    address: account.address,
    network: parsed.network,
    balances: account.balances,
    reserved: null,
    frozen: null,
    complete: account.history.complete,
    stopped_by: account.history.stoppedBy,
    transactions_seen: account.history.items.length,
    source: 'indexer subscription unshieldedTransactions (drained to its progress marker)',
    notes: [
      'The node has no balances pallet (AccountData = ()); balances are unspent ledger UTXOs.',
      'There is no reserved or frozen balance on Midnight; both are null, not zero.',
      'DUST is generated from NIGHT registered for DUST generation and is not an unshielded UTXO; see utxos_registered_for_dust.',
      ...(account.history.complete
        ? []
        : [`Stopped early (${account.history.stoppedBy}); the balance may be partial.`]),
    ],
  };
};
