import { bareHex, chainError, prefixedHex, verifyBlockFinality } from '@sextant/chain-client';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { headSchema } from './schemas.js';

export const verifyFinality = defineTool({
  name: 'midnight_verify_finality',
  title: 'Verify finality',
  description:
    "Whether a block (or a Midnight transaction's block) is final: checked against GRANDPA's finalized head and the canonical hash at its height.",
  annotations: { readOnlyHint: true, openWorldHint: true },
  input: z.object({
    block_hash: z.string().optional(),
    block_height: z.number().int().min(0).optional(),
    tx_hash: z.string().optional().describe('Midnight tx hash; its block is looked up in the indexer'),
  }),
  output: z.object({
    status: z.enum(['finalized', 'pending', 'orphaned']),
    block: z.object({ hash: z.string(), number: z.number(), timestamp: z.string().nullable() }),
    finalized_head: headSchema,
    best_head: headSchema,
    canonical_hash_at_height: z.string().nullable(),
    is_canonical: z.boolean(),
    is_finalized: z.boolean(),
    confirmations: z.number(),
    blocks_until_finalized: z.number(),
    tx_hash: z.string().optional(),
  }),
  async handler({ block_hash, block_height, tx_hash }, { node, indexer }: AppDeps) {
    if ([block_hash, block_height, tx_hash].filter((v) => v !== undefined).length !== 1)
      throw chainError('INVALID_PARAMS', 'Give exactly one of block_hash, block_height or tx_hash.');
    if (tx_hash) {
      const [tx] = await indexer.getTransactions({ hash: bareHex(tx_hash, 'tx_hash', 32) });
      if (!tx)
        throw chainError('TX_NOT_FOUND', `No transaction ${tx_hash} in the indexer.`, {
          hint: 'Use the Midnight tx hash; it appears once its block is indexed.',
        });
      return {
        ...(await verifyBlockFinality(node, { hash: prefixedHex(tx.block.hash, 'block hash') })),
        tx_hash: tx.hash,
      };
    }
    return verifyBlockFinality(
      node,
      block_hash ? { hash: prefixedHex(block_hash, 'block_hash', 32) } : { height: block_height },
    );
  },
});
