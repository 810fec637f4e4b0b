import { checkViewingKey } from '@sextant/chain-client';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/connect.js';

/** The handler of connect, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { viewing_key, disconnect },
  deps: AppDeps,
) => {
  const { sessions } = await deps.chain();
  const { config } = deps;
  if (disconnect) {
    const closed = await sessions.close(disconnect);
    return {
      session: null,
      connected: false,
      network: config.networkId,
      note: closed ? 'Session closed at the indexer.' : 'No such session; nothing to close.',
    };
  }
  const { handle } = await sessions.open(checkViewingKey(viewing_key, config.networkId));
  return {
    session: handle,
    connected: true,
    network: config.networkId,
    note: 'Pass session to midnight_indexer_get_account_history. It lives until disconnect or server restart.',
  };
};
