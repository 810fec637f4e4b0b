import { bareHex, chainError, summarizeTransaction } from '@sextant/chain-client';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { eventSchema, extrinsicSchema, txSummarySchema } from './schemas.js';

export const getTransaction = defineTool({
  name: 'midnight_rpc_get_transaction',
  title: 'Get transaction',
  description:
    'A Midnight transaction by its Midnight tx hash (or identifier): indexer facts plus the node extrinsic and events that applied it.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input: z.object({
    hash: z.string().optional().describe('Midnight tx hash (as in Midnight.TxApplied), hex'),
    identifier: z.string().optional().describe('Transaction identifier, hex'),
  }),
  output: z.object({
    transaction: txSummarySchema,
    unshielded_created: z.array(z.object({ owner: z.string(), token_type: z.string(), value: z.string() })),
    unshielded_spent: z.array(z.object({ owner: z.string(), token_type: z.string(), value: z.string() })),
    extrinsic: extrinsicSchema.nullable(),
    events: z.array(eventSchema),
    finalized: z.boolean(),
  }),
  cli: { positional: 'hash' },
  async handler({ hash, identifier }, { indexer, node }: AppDeps) {
    if (!hash === !identifier) throw chainError('INVALID_PARAMS', 'Give exactly one of hash or identifier.');
    const offset = hash ? { hash: bareHex(hash, 'hash', 32) } : { identifier: bareHex(identifier!, 'identifier') };
    const [tx] = await indexer.getTransactions(offset);
    if (!tx)
      throw chainError('TX_NOT_FOUND', `No transaction with ${hash ? `hash ${hash}` : `identifier ${identifier}`}.`, {
        hint: 'Use the Midnight tx hash (Midnight.TxApplied event), not the extrinsic hash; recent transactions appear once indexed.',
      });
    const block = await node.getBlock({ hash: `0x${bareHex(tx.block.hash, 'block hash')}` });
    const extrinsic =
      block.extrinsics.find((x) => x.midnightTxHash && bareHex(x.midnightTxHash, 'tx') === tx.hash) ?? null;
    const utxo = (u: { owner: string; tokenType: string; value: string }) => ({
      owner: u.owner,
      token_type: u.tokenType,
      value: u.value,
    });
    return {
      transaction: summarizeTransaction(tx),
      unshielded_created: tx.unshieldedCreatedOutputs.map(utxo),
      unshielded_spent: tx.unshieldedSpentOutputs.map(utxo),
      extrinsic,
      events: extrinsic
        ? block.events.filter((e) => typeof e.phase === 'object' && e.phase.applyExtrinsic === extrinsic.index)
        : [],
      finalized: block.finalized,
    };
  },
});
