import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { balanceSchema, notesSchema, stoppedBySchema } from './schemas.js';

export const input = z.object({
  address: z.string().min(5).describe('Unshielded Bech32m address, mn_addr[_network]1…'),
});

export const output = z.object({
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
});

export const getBalance = defineTool({
  name: 'midnight_rpc_get_balance',
  title: 'Get balance',
  description:
    'Unshielded balance of a Midnight address (mn_addr…), summed from its unspent UTXOs in the indexer. NIGHT in NIGHT/STAR.',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  cli: { positional: 'address' },
  load: () => import('../handlers/get-balance.js'),
});
