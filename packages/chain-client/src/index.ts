// Public API of @sextant/chain-client.
export { chainError } from './errors.js';
export type { ChainErrorCode } from './errors.js';
export { parseAddress, isMidnightAddress, encodeAddress, KNOWN_NETWORKS } from './address.js';
export type { AddressKind, ParsedAddress } from './address.js';
export { checkViewingKey } from './viewing-key.js';
export { bareHex, prefixedHex } from './hex.js';
export { NIGHT, DUST, NIGHT_TOKEN_TYPE, formatUnits, parseUnits, describeAmount } from './units.js';
export type { TokenUnit } from './units.js';
export { withRetry, withTimeout, DEFAULT_RETRY_DELAYS_MS } from './retry.js';
export type { RetryOptions } from './retry.js';
export { createCountingCache } from './cache.js';
export type { CacheStats, CountingCache } from './cache.js';
export { createRedactor, VIEWING_KEY_PATTERN } from './redact.js';
export type { Redactor } from './redact.js';
export { createNodeClient } from './node/node-client.js';
export type { NodeClient, NodeClientOptions, NodeHealth, HeadRef } from './node/node-client.js';
export type { DecodedBlock, DecodedEvent, DecodedExtrinsic } from './node/decode-block.js';
export { contractStateFormat, decodeContractState, CONTRACT_STATE_LEDGERS } from './contract-state.js';
export type { ContractStateFormat, DecodedContractState } from './contract-state.js';
export { MIDNIGHT_RPC_METHODS } from './node/rpc-definitions.js';
export { createIndexerClient } from './indexer/indexer-client.js';
export type { IndexerClient, IndexerClientOptions } from './indexer/indexer-client.js';
export type { HistoryReaders, UnshieldedHistoryItem } from './indexer/history.js';
export type { DrainOptions, DrainResult } from './indexer/subscriptions.js';
export { indexerEndpoints } from './indexer/endpoints.js';
export type { IndexerEndpoints } from './indexer/endpoints.js';
export { INDEXER_DOCUMENTS } from './indexer/documents.js';
export type {
  ContractEventFilter,
  IndexerBlock,
  IndexerBlockRef,
  IndexerContractAction,
  IndexerContractEvent,
  IndexerShieldedTransaction,
  IndexerTransaction,
  IndexerUtxo,
} from './indexer/types.js';
// Composites: several node or indexer calls answering one question.
export { createUnshieldedAccounts, loadUnshieldedAccount } from './composites/unshielded-account.js';
export type { UnshieldedAccount, UnshieldedAccounts } from './composites/unshielded-account.js';
export { verifyBlockFinality } from './composites/block-finality.js';
export { sampleNetwork } from './composites/network-sample.js';
export { summarizeTransaction, pageById } from './composites/transactions.js';
