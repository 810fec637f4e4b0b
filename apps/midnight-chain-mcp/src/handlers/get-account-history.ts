import {
  chainError,
  checkViewingKey,
  describeAmount,
  DUST,
  pageById,
  parseAddress,
  summarizeTransaction,
} from '@sextant/chain-client';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-account-history.js';

/** The handler of getAccountHistory, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (args, deps: AppDeps, ctx) => {
  const { indexer, accounts, sessions } = await deps.chain();
  const { config } = deps;
  const { address, session, viewing_key } = args;
  if ([address, session, viewing_key].filter(Boolean).length !== 1)
    throw chainError('INVALID_PARAMS', 'Give exactly one of address, session or viewing_key.');
  if (address) {
    const parsed = parseAddress(address, { network: config.networkId });
    if (parsed.kind === 'shielded')
      throw chainError('VIEWING_KEY_REQUIRED', 'Shielded history needs the wallet viewing key.', {
        hint: 'Pass viewing_key (mn_shield-esk…) or a session from midnight_indexer_connect.',
      });
    const account = await accounts.load(parsed.address, ctx.signal);
    const p = pageById(
      account.history.items.map((i) => i.transaction),
      args,
    );
    return {
      kind: 'unshielded' as const,
      transactions: p.items.map(summarizeTransaction),
      total: p.total,
      has_more: p.has_more,
      complete: account.history.complete,
      stopped_by: account.history.stoppedBy,
      balances: account.balances,
      notes: ['Built from the unshieldedTransactions subscription; the indexer has no address-history query.'],
    };
  }
  let handle = session;
  if (viewing_key) {
    handle = (await sessions.open(checkViewingKey(viewing_key, config.networkId))).handle;
  }
  try {
    const history = await indexer.shieldedHistory(sessions.sessionId(handle!), {
      timeoutMs: config.drainTimeoutMs,
      signal: ctx.signal,
    });
    const p = pageById(history.items, args);
    return {
      kind: 'shielded' as const,
      transactions: p.items.map((t) => ({
        hash: t.hash,
        id: t.id,
        block_height: t.block.height,
        timestamp: new Date(t.block.timestamp).toISOString(),
        status: t.transactionResult.status,
        fee: describeAmount(t.fee, DUST).formatted,
      })),
      total: p.total,
      has_more: p.has_more,
      complete: history.complete,
      stopped_by: history.stoppedBy,
      notes: [
        'Shielded amounts are encrypted; decrypting coins needs the wallet SDK, so only relevant transactions are listed.',
      ],
    };
  } finally {
    if (viewing_key && handle) await sessions.close(handle);
  }
};
