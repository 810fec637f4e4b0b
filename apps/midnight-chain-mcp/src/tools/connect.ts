import { checkViewingKey } from '@sextant/chain-client';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';

export const connect = defineTool({
  name: 'midnight_indexer_connect',
  title: 'Connect wallet (viewing key)',
  description:
    'Opens an indexer wallet session from a viewing key and returns an opaque handle; or closes a session. The key and session id stay in server memory.',
  annotations: { readOnlyHint: false, idempotentHint: false, destructiveHint: false, openWorldHint: true },
  input: z.object({
    viewing_key: z.string().optional().describe('mn_shield-esk[_network]1… viewing key'),
    disconnect: z.string().optional().describe('A session handle to close instead'),
  }),
  output: z.object({ session: z.string().nullable(), connected: z.boolean(), network: z.string(), note: z.string() }),
  async handler({ viewing_key, disconnect }, { sessions, config }: AppDeps) {
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
  },
});
