import { sampleNetwork } from '@sextant/chain-client';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/monitor-network.js';

/** The handler of monitorNetwork, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async ({ blocks }, deps: AppDeps) =>
  sampleNetwork((await deps.chain()).node, blocks);
