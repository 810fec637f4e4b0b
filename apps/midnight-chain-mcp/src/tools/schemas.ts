import { z } from 'zod';

/** A decoded extrinsic in tool output. */
export const extrinsicSchema = z.object({
  index: z.number(),
  hash: z.string().describe('Substrate extrinsic hash (not the Midnight tx hash)'),
  section: z.string(),
  method: z.string(),
  signed: z.boolean(),
  signer: z.string().optional(),
  args: z.record(z.string(), z.unknown()),
  success: z.boolean().optional(),
  midnightTxHash: z.string().optional().describe('Midnight tx hash from Midnight.TxApplied/ContractCall events'),
});

export const eventSchema = z.object({
  index: z.number(),
  phase: z.union([z.string(), z.object({ applyExtrinsic: z.number() })]),
  section: z.string(),
  method: z.string(),
  data: z.unknown(),
});

export const headSchema = z.object({ hash: z.string(), number: z.number() });

export const txSummarySchema = z.object({
  hash: z.string(),
  id: z.number(),
  kind: z.string(),
  status: z.string().nullable(),
  block_height: z.number(),
  block_hash: z.string(),
  timestamp: z.string(),
  fee: z.string().nullable().describe('Paid fee in DUST'),
  contract_actions: z.array(z.object({ kind: z.string(), address: z.string(), entry_point: z.string().nullable() })),
  unshielded_outputs_created: z.number(),
  unshielded_outputs_spent: z.number(),
});

export const balanceSchema = z.object({
  token: z.string(),
  token_type: z.string(),
  atomic: z.string(),
  atomic_unit: z.string(),
  formatted: z.string(),
  utxo_count: z.number(),
  utxos_registered_for_dust: z.number(),
});

export const pagingInput = {
  limit: z.number().int().min(1).max(100).default(20).describe('At most 100'),
  offset: z.number().int().min(0).default(0),
  order: z.enum(['asc', 'desc']).default('desc').describe('By transaction id'),
};

/** Facts the chain cannot provide, stated instead of invented. */
export const notesSchema = z.array(z.string()).describe('What is real and what the chain does not offer');

/** What ended a drained history subscription (the result of every history tool says which). */
export const stoppedBySchema = z
  .enum(['marker', 'idle', 'timeout', 'end', 'cancelled'])
  .describe(
    'What ended the history read: marker (caught up to the indexer progress), idle (no event for MIDNIGHT_DRAIN_IDLE_MS after the last one), timeout (MIDNIGHT_DRAIN_TIMEOUT_MS), end, cancelled',
  );
