import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { balanceSchema, notesSchema, stoppedBySchema } from './schemas.js';

export const input = z.object({ address: z.string().min(5) });

export const output = z.object({
  address: z.string(),
  kind: z.string(),
  network: z.string(),
  payload_hex: z.string(),
  balances: z.array(balanceSchema).optional(),
  activity: z
    .object({
      transactions: z.number(),
      first_seen: z.string().nullable(),
      last_seen: z.string().nullable(),
      received_utxos: z.number(),
      spent_utxos: z.number(),
      contracts_touched: z.array(z.string()),
      complete: z.boolean(),
      stopped_by: stoppedBySchema,
    })
    .optional(),
  notes: notesSchema,
});

export const analyzeAddress = defineTool({
  name: 'midnight_analyze_address',
  title: 'Analyze address',
  description:
    'Decodes a Midnight address and, for unshielded ones, summarizes balance, activity, contracts touched and DUST registration.',
  annotations: { readOnlyHint: true, openWorldHint: true },
  input,
  output,
  cli: { positional: 'address' },
  load: () => import('../handlers/analyze-address.js'),
});
