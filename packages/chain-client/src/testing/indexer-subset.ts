// The part of the Midnight indexer v4 schema the fake serves. Field names and types follow the real schema,
// except Block.timestamp, which is a Long here: graphql-js refuses millisecond values in a 32-bit Int.
export const INDEXER_SUBSET_SDL = /* GraphQL */ `
  scalar HexEncoded
  scalar UnshieldedAddress
  scalar ViewingKey
  scalar Unit
  scalar Long

  input BlockOffset {
    hash: HexEncoded
    height: Int
  }
  input TransactionOffset {
    hash: HexEncoded
    identifier: HexEncoded
  }
  input ContractActionOffset {
    blockOffset: BlockOffset
    transactionOffset: TransactionOffset
  }
  input ConnectOptions {
    startIndex: Int
  }
  enum ContractEventType {
    MISC
  }
  input ContractEventFilter {
    contractAddress: HexEncoded!
    types: [ContractEventType!]
    fromBlock: Int
    toBlock: Int
    transactionHash: HexEncoded
  }

  type Block {
    hash: HexEncoded!
    height: Int!
    protocolVersion: Int!
    timestamp: Long!
    author: HexEncoded
    parent: Block
    transactions: [Transaction!]!
  }
  enum TransactionResultStatus {
    SUCCESS
    PARTIAL_SUCCESS
    FAILURE
  }
  type TransactionResult {
    status: TransactionResultStatus!
  }
  type UnshieldedUtxo {
    owner: UnshieldedAddress!
    tokenType: HexEncoded!
    value: String!
    intentHash: HexEncoded!
    outputIndex: Int!
    registeredForDustGeneration: Boolean!
  }
  interface Transaction {
    id: Int!
    hash: HexEncoded!
    protocolVersion: Int!
    block: Block!
    contractActions: [ContractAction!]!
    unshieldedCreatedOutputs: [UnshieldedUtxo!]!
    unshieldedSpentOutputs: [UnshieldedUtxo!]!
  }
  type RegularTransaction implements Transaction {
    id: Int!
    hash: HexEncoded!
    protocolVersion: Int!
    block: Block!
    contractActions: [ContractAction!]!
    unshieldedCreatedOutputs: [UnshieldedUtxo!]!
    unshieldedSpentOutputs: [UnshieldedUtxo!]!
    identifiers: [HexEncoded!]!
    fee: String!
    transactionResult: TransactionResult!
    zswapEndIndex: Int!
  }
  interface ContractAction {
    address: HexEncoded!
    state: HexEncoded!
    transaction: Transaction!
  }
  type ContractDeploy implements ContractAction {
    address: HexEncoded!
    state: HexEncoded!
    transaction: Transaction!
  }
  type ContractCall implements ContractAction {
    address: HexEncoded!
    state: HexEncoded!
    transaction: Transaction!
    entryPoint: String!
  }
  interface ContractEvent {
    id: Int!
    raw: HexEncoded!
    maxId: Int!
    protocolVersion: Int!
    contractAddress: HexEncoded!
    transactionId: Int!
    transaction: Transaction!
  }
  type MiscContractEvent implements ContractEvent {
    id: Int!
    raw: HexEncoded!
    maxId: Int!
    protocolVersion: Int!
    contractAddress: HexEncoded!
    transactionId: Int!
    transaction: Transaction!
    name: HexEncoded!
    payload: HexEncoded!
  }
  type UnshieldedTransaction {
    transaction: Transaction!
    createdUtxos: [UnshieldedUtxo!]!
    spentUtxos: [UnshieldedUtxo!]!
  }
  type UnshieldedTransactionsProgress {
    highestTransactionId: Int!
  }
  union UnshieldedTransactionsEvent = UnshieldedTransaction | UnshieldedTransactionsProgress
  type RelevantTransaction {
    transaction: RegularTransaction!
  }
  type ShieldedTransactionsProgress {
    highestZswapEndIndex: Int!
    highestCheckedZswapEndIndex: Int!
    highestRelevantZswapEndIndex: Int!
  }
  union ShieldedTransactionsEvent = RelevantTransaction | ShieldedTransactionsProgress

  type Query {
    block(offset: BlockOffset): Block
    transactions(offset: TransactionOffset!): [Transaction!]!
    contractAction(address: HexEncoded!, offset: ContractActionOffset): ContractAction
    contractEvents(filter: ContractEventFilter!, limit: Int, offset: Int): [ContractEvent!]!
  }
  type Mutation {
    connect(viewingKey: ViewingKey!, options: ConnectOptions): HexEncoded!
    disconnect(sessionId: HexEncoded!): Unit!
  }
  type Subscription {
    blocks(offset: BlockOffset): Block!
    contractActions(address: HexEncoded!, offset: BlockOffset): ContractAction!
    shieldedTransactions(sessionId: HexEncoded!, index: Int): ShieldedTransactionsEvent!
    unshieldedTransactions(address: UnshieldedAddress!, transactionId: Int): UnshieldedTransactionsEvent!
  }
`;
