import { analyzeAddress } from './analyze-address.js';
import { connect } from './connect.js';
import { getAccountHistory } from './get-account-history.js';
import { getBalance } from './get-balance.js';
import { getBlock } from './get-block.js';
import { getFinalizedHead } from './get-finalized-head.js';
import { getTransaction } from './get-transaction.js';
import { listTemplates } from './list-templates.js';
import { monitorNetwork } from './monitor-network.js';
import { ragIngest } from './rag-ingest.js';
import { ragQuery } from './rag-query.js';
import { renderTemplate } from './render-template.js';
import { rerank } from './rerank.js';
import { searchEvents } from './search-events.js';
import { searchTransactions } from './search-transactions.js';
import { systemHealth } from './system-health.js';
import { verifyFinality } from './verify-finality.js';

export const tools = [
  getBlock,
  getBalance,
  getTransaction,
  systemHealth,
  getFinalizedHead,
  searchTransactions,
  getAccountHistory,
  searchEvents,
  connect,
  analyzeAddress,
  verifyFinality,
  monitorNetwork,
  renderTemplate,
  listTemplates,
  ragQuery,
  ragIngest,
  rerank,
] as const;
