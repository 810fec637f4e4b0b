import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';

export const input = z.object({
  viewing_key: z.string().optional().describe('mn_shield-esk[_network]1… viewing key'),
  disconnect: z.string().optional().describe('A session handle to close instead'),
});

export const output = z.object({
  session: z.string().nullable(),
  connected: z.boolean(),
  network: z.string(),
  note: z.string(),
});

export const connect = defineTool({
  name: 'midnight_indexer_connect',
  title: 'Connect wallet (viewing key)',
  description:
    'Opens an indexer wallet session from a viewing key and returns an opaque handle; or closes a session. The key and session id stay in server memory.',
  annotations: { readOnlyHint: false, idempotentHint: false, destructiveHint: false, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/connect.js'),
});
