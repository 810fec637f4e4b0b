// Every GraphQL document the indexer client sends (v4 schema). A test validates each against the real schema.

const BLOCK_REF = 'hash height timestamp';
const UTXO = 'owner tokenType value intentHash outputIndex registeredForDustGeneration';
const TX = `__typename id hash protocolVersion
  block { ${BLOCK_REF} }
  contractActions { __typename address ... on ContractCall { entryPoint } }
  unshieldedCreatedOutputs { ${UTXO} }
  unshieldedSpentOutputs { ${UTXO} }
  ... on RegularTransaction { identifiers fee transactionResult { status } }`;

export const BLOCK_QUERY = `query Block($offset: BlockOffset) {
  block(offset: $offset) { hash height protocolVersion timestamp author parent { hash height } transactions { ${TX} } }
}`;

export const LATEST_BLOCK_QUERY = `query LatestBlock { block { ${BLOCK_REF} } }`;

export const TRANSACTIONS_QUERY = `query Transactions($offset: TransactionOffset!) { transactions(offset: $offset) { ${TX} } }`;

export const CONTRACT_ACTION_QUERY = `query ContractAction($address: HexEncoded!, $offset: ContractActionOffset) {
  contractAction(address: $address, offset: $offset) {
    __typename address state transaction { hash protocolVersion block { ${BLOCK_REF} } } ... on ContractCall { entryPoint }
  }
}`;

export const CONTRACT_EVENTS_QUERY = `query ContractEvents($filter: ContractEventFilter!, $limit: Int, $offset: Int) {
  contractEvents(filter: $filter, limit: $limit, offset: $offset) {
    __typename id raw maxId protocolVersion contractAddress transactionId transaction { hash block { ${BLOCK_REF} } }
    ... on MiscContractEvent { name payload }
  }
}`;

export const CONNECT_MUTATION = `mutation Connect($viewingKey: ViewingKey!) { connect(viewingKey: $viewingKey) }`;
export const DISCONNECT_MUTATION = `mutation Disconnect($sessionId: HexEncoded!) { disconnect(sessionId: $sessionId) }`;

export const UNSHIELDED_TRANSACTIONS_SUBSCRIPTION = `subscription UnshieldedTransactions($address: UnshieldedAddress!, $transactionId: Int) {
  unshieldedTransactions(address: $address, transactionId: $transactionId) {
    __typename
    ... on UnshieldedTransaction { transaction { ${TX} } createdUtxos { ${UTXO} } spentUtxos { ${UTXO} } }
    ... on UnshieldedTransactionsProgress { highestTransactionId }
  }
}`;

export const SHIELDED_TRANSACTIONS_SUBSCRIPTION = `subscription ShieldedTransactions($sessionId: HexEncoded!, $index: Int) {
  shieldedTransactions(sessionId: $sessionId, index: $index) {
    __typename
    ... on RelevantTransaction { transaction { id hash zswapEndIndex fee block { ${BLOCK_REF} } transactionResult { status } } }
    ... on ShieldedTransactionsProgress { highestZswapEndIndex highestCheckedZswapEndIndex highestRelevantZswapEndIndex }
  }
}`;

export const CONTRACT_ACTIONS_SUBSCRIPTION = `subscription ContractActions($address: HexEncoded!, $offset: BlockOffset) {
  contractActions(address: $address, offset: $offset) {
    __typename address transaction { ${TX} } ... on ContractCall { entryPoint }
  }
}`;

/** All documents, by name (tests validate each against the real v4 schema). */
export const INDEXER_DOCUMENTS = {
  BLOCK_QUERY,
  LATEST_BLOCK_QUERY,
  TRANSACTIONS_QUERY,
  CONTRACT_ACTION_QUERY,
  CONTRACT_EVENTS_QUERY,
  CONNECT_MUTATION,
  DISCONNECT_MUTATION,
  UNSHIELDED_TRANSACTIONS_SUBSCRIPTION,
  SHIELDED_TRANSACTIONS_SUBSCRIPTION,
  CONTRACT_ACTIONS_SUBSCRIPTION,
} as const;
