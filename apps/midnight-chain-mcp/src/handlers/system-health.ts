import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/system-health.js';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The handler of systemHealth, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (_args, deps: AppDeps) => {
  const { node, indexer } = await deps.chain();
  const { config } = deps;
  const [n, ready, latest, ledger] = await Promise.allSettled([
    node.health(),
    indexer.ready(),
    indexer.latestBlock(),
    node.callRpc<string>('midnight_ledgerVersion'),
  ]);
  const nodeOut =
    n.status === 'fulfilled'
      ? {
          reachable: true,
          url: config.nodeUrl,
          chain: n.value.chain,
          version: `${n.value.nodeName} ${n.value.nodeVersion}`,
          spec: `${n.value.specName}/${n.value.specVersion}`,
          peers: n.value.peers,
          is_syncing: n.value.isSyncing,
          best: n.value.best.number,
          finalized: n.value.finalized.number,
          finality_lag_blocks: n.value.best.number - n.value.finalized.number,
          midnight_rpc: n.value.midnightRpc,
          ledger_version: ledger.status === 'fulfilled' ? String(ledger.value) : null,
        }
      : { reachable: false, url: config.nodeUrl, error: errorText(n.reason) };
  const latestHeight = latest.status === 'fulfilled' ? (latest.value?.height ?? null) : null;
  const indexerReady = ready.status === 'fulfilled' && ready.value.ready;
  const indexerError = ready.status === 'fulfilled' ? ready.value.error : errorText(ready.reason);
  const nodeOk = nodeOut.reachable && !nodeOut.is_syncing;
  const { blocks, retries } = node.stats();
  const ix = indexer.stats();
  return {
    status: (nodeOk && indexerReady ? 'healthy' : nodeOut.reachable || indexerReady ? 'degraded' : 'down') as
      'healthy' | 'degraded' | 'down',
    node: nodeOut,
    indexer: {
      ready: indexerReady,
      url: indexer.endpoints.graphql,
      latest_block: latestHeight,
      lag_blocks: latestHeight !== null && nodeOut.finalized !== undefined ? nodeOut.finalized - latestHeight : null,
      ...(indexerError
        ? { error: indexerError }
        : latest.status === 'rejected'
          ? { error: errorText(latest.reason) }
          : {}),
    },
    caches: {
      finalized_blocks_hit_rate: blocks.hitRate,
      indexer_history_hit_rate: ix.history.hitRate,
      node_retries: retries,
      indexer_retries: ix.retries,
    },
  };
};
