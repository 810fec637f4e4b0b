import type { ContractStateFormat } from '../contract-state.js';

/** A block reference as the indexer returns it (timestamp in ms since epoch). */
export interface IndexerBlockRef {
  hash: string;
  height: number;
  timestamp: number;
}

/** An unshielded UTXO. `value` is a u128 string in the token's atomic unit (STAR for NIGHT). */
export interface IndexerUtxo {
  owner: string;
  tokenType: string;
  value: string;
  intentHash: string;
  outputIndex: number;
  registeredForDustGeneration: boolean;
}

/** A transaction (RegularTransaction or SystemTransaction). */
export interface IndexerTransaction {
  __typename: 'RegularTransaction' | 'SystemTransaction';
  id: number;
  hash: string;
  protocolVersion: number;
  block: IndexerBlockRef;
  contractActions: { __typename: string; address: string; entryPoint?: string }[];
  unshieldedCreatedOutputs: IndexerUtxo[];
  unshieldedSpentOutputs: IndexerUtxo[];
  identifiers?: string[];
  /** Paid fee in SPECK (regular transactions). */
  fee?: string;
  transactionResult?: { status: 'SUCCESS' | 'PARTIAL_SUCCESS' | 'FAILURE' };
}

/** A block with its transactions. */
export interface IndexerBlock extends IndexerBlockRef {
  protocolVersion: number;
  author: string | null;
  parent: { hash: string; height: number } | null;
  transactions: IndexerTransaction[];
}

/** A contract action (deploy, call, update). */
export interface IndexerContractAction {
  __typename: 'ContractDeploy' | 'ContractCall' | 'ContractUpdate';
  address: string;
  /** The state after the action: tagged serialization of the block's ledger, hex; `""` when the action failed. */
  state?: string;
  /** What `state` is, named from its tag (`contractAction` sets it; decode with `decodeContractState`). */
  stateFormat?: ContractStateFormat;
  entryPoint?: string;
  transaction: Pick<IndexerTransaction, 'hash'> & Partial<IndexerTransaction> & { block: IndexerBlockRef };
}

/** A contract event (@beta in the indexer). */
export interface IndexerContractEvent {
  __typename: string;
  id: number;
  raw: string;
  maxId: number;
  protocolVersion: number;
  contractAddress: string;
  transactionId: number;
  transaction: { hash: string; block: IndexerBlockRef };
  name?: string;
  payload?: string;
}

/** The filter of the contractEvents query. */
export interface ContractEventFilter {
  contractAddress: string;
  types?: string[];
  fromBlock?: number;
  toBlock?: number;
  transactionHash?: string;
}

/** One relevant shielded transaction for a connected wallet. */
export interface IndexerShieldedTransaction {
  id: number;
  hash: string;
  zswapEndIndex: number;
  fee: string;
  block: IndexerBlockRef;
  transactionResult: { status: string };
}
