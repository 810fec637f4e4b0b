// Loopback fakes of a Midnight node and indexer, for tests, benches and the tour.
export { startFakeNode } from './testing/fake-node.js';
export type { FakeNode, FakeNodeFaults, FakeNodeOptions } from './testing/fake-node.js';
export { createFakeChain, fakeTxHash, FAKE_CONTRACT_ADDRESS } from './testing/fake-chain.js';
export type { FakeBlock, FakeChain, FakeChainOptions } from './testing/fake-chain.js';
export { startFakeIndexer } from './testing/fake-indexer.js';
export type { FakeIndexer, FakeIndexerFaults, FakeIndexerOptions } from './testing/fake-indexer.js';
export { FAKE_PROTOCOL_VERSIONS } from './testing/fake-indexer-data.js';
export type { FakeIndexerData } from './testing/fake-indexer-data.js';
export { FAKE_CONTRACT_STATES } from './testing/fake-contract-states.js';
export type { FakeProgress } from './testing/fake-indexer-resolvers.js';
export { INDEXER_SUBSET_SDL } from './testing/indexer-subset.js';
