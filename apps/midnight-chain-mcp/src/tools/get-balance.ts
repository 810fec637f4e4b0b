import { chainError, loadUnshieldedAccount, parseAddress } from '@sextant/chain-client';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { balanceSchema, notesSchema, stoppedBySchema } from './schemas.js';

export const getBalance = defineTool({
  name: 'midnight_rpc_get_balance',
  title: 'Get balance',
  description:
    'Unshielded balance of a Midnight address (mn_addr…), summed from its unspent UTXOs in the indexer. NIGHT in NIGHT/STAR.',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input: z.object({ address: z.string().min(5).describe('Unshielded Bech32m address, mn_addr[_network]1…') }),
  output: z.object({
    address: z.string(),
    network: z.string(),
    balances: z.array(balanceSchema),
    reserved: z.null().describe('Midnight has no reserved balance'),
    frozen: z.null().describe('Midnight has no frozen balance'),
    complete: z.boolean().describe('False when the history stream did not reach its progress marker in time'),
    stopped_by: stoppedBySchema,
    transactions_seen: z.number(),
    source: z.string(),
    notes: notesSchema,
  }),
  cli: { positional: 'address' },
  async handler({ address }, { indexer, config }: AppDeps, ctx) {
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
    const account = await loadUnshieldedAccount(
      indexer,
      parsed.address,
      config.networkId,
      config.drainTimeoutMs,
      ctx.signal,
    );
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
  },
});
