// Tour of midnight-chain-mcp against a loopback Midnight node and indexer (no network needed).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startFakeIndexer, startFakeNode } from '@sextant/chain-client/testing';

const sharedMetadata = (root) => {
  for (let dir = root; dirname(dir) !== dir; dir = dirname(dir)) {
    const p = join(dir, 'shared', 'reference', 'midnight', 'midnight-node-2.1.0-metadata.scale');
    if (existsSync(p)) return p;
  }
  return undefined;
};

export default {
  name: 'midnight-chain-mcp',
  about:
    'Midnight node RPC + indexer GraphQL v4 (loopback fakes speaking the real protocols), composites, templates, RAG',
  async setup({ root }) {
    const metadataPath = sharedMetadata(root);
    const node = await startFakeNode({ metadataPath, blocks: 30 });
    const indexer = await startFakeIndexer({ blocks: node.chain.blocks.slice(0, node.chain.finalizedNumber() + 1) });
    const tmp = await mkdtemp(join(tmpdir(), 'midnight-tour-'));
    console.log(
      `  loopback node ${node.url} (${metadataPath ? 'Midnight 2.1.0 metadata' : 'generic Substrate metadata'}), indexer ${indexer.url}`,
    );
    return {
      node,
      indexer,
      root,
      env: {
        MIDNIGHT_NODE_URL: node.url,
        MIDNIGHT_INDEXER_URL: indexer.url,
        MIDNIGHT_NETWORK_ID: 'undeployed',
        SEXTANT_DATA_DIR: tmp,
        OUTPUT_FORMAT: 'toon',
      },
      cleanup: async () => {
        await Promise.all([node.stop(), indexer.stop()]);
        await rm(tmp, { recursive: true, force: true });
      },
    };
  },
  steps: ({ indexer, root }) => {
    const { address, viewingKey, contractAddress, txs } = indexer.data;
    return [
      { tool: 'midnight_rpc_system_health', args: {} },
      { tool: 'midnight_rpc_chain_get_finalized_head', args: {} },
      { tool: 'midnight_rpc_get_block', args: { height: 6, include_events: false } },
      { tool: 'midnight_rpc_get_balance', args: { address } },
      { tool: 'midnight_rpc_get_transaction', args: { hash: txs[1].hash } },
      { tool: 'midnight_indexer_search_transactions', args: { address, limit: 3 } },
      {
        tool: 'midnight_indexer_search_transactions',
        label: '(free text does not exist on Midnight)',
        args: { query: 'payments to alice' },
        expectError: true,
      },
      {
        tool: 'midnight_indexer_get_account_history',
        label: '{ viewing_key: <redacted> }',
        args: { viewing_key: viewingKey, limit: 3 },
      },
      { tool: 'midnight_indexer_search_events', args: { contract_address: contractAddress, limit: 2 } },
      { tool: 'midnight_analyze_address', args: { address } },
      { tool: 'midnight_verify_finality', args: { tx_hash: txs[0].hash } },
      { tool: 'midnight_monitor_network', args: { blocks: 12 } },
      { tool: 'templating_list_templates', args: { tag: 'compact' } },
      {
        tool: 'templating_render_template',
        args: { template_id: 'compact-contract', values: { fileName: 'counter', comment: 'rendered by the tour' } },
      },
      { tool: 'rag_ingest', args: { paths: [join(root, 'apps', 'midnight-chain-mcp', 'test', 'fixtures', 'docs')] } },
      { tool: 'rag_query', args: { query: 'how are fees paid with DUST', top_k: 2, rerank: true } },
      {
        tool: 'rerank',
        args: { query: 'NIGHT units', documents: ['DUST pays fees.', 'One NIGHT equals 1,000,000 STAR.'] },
      },
    ];
  },
};
