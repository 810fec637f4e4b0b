import { blake2AsHex } from '@polkadot/util-crypto';
import { encodeAddress } from '../address.js';
import { NIGHT_TOKEN_TYPE } from '../units.js';
import { FAKE_CONTRACT_STATES } from './fake-contract-states.js';

/**
 * The `protocolVersion` the indexer reports (the runtime's spec_version) on each side of the ledger-9 fork: node
 * 1.0.x runtimes (ledger 8) and node 2.1.101, which runs runtime 2.1.100 with spec_version 2_001_100 (node
 * 2.1.200-rc.2 release notes). The indexer picks the ledger of a block from it.
 */
export const FAKE_PROTOCOL_VERSIONS = { 8: 1_000_003, 9: 2_001_100 } as const;

/** A block as the fake indexer knows it. */
export interface FakeIndexedBlock {
  height: number;
  hash: string;
  timestamp: number;
  parentHash: string | null;
  /** The ledger that ran this block, and the protocolVersion reported for it. */
  ledger: 8 | 9;
  protocolVersion: number;
  txs: FakeIndexedTx[];
}
/** A transaction as the fake indexer knows it. */
export interface FakeIndexedTx {
  id: number;
  hash: string;
  height: number;
  identifiers: string[];
  fee: string;
  zswapEndIndex: number;
  created: FakeUtxo[];
  spent: FakeUtxo[];
  /** `state`: the tagged state after the action, of the block's ledger; `""` for the failed action. */
  action?: { kind: 'ContractDeploy' | 'ContractCall'; address: string; entryPoint?: string; state: string };
  /** One contract call fails (FAILURE, state `""`): the first one after the fork. */
  failed: boolean;
  shieldedFor: boolean;
}
/** @public Named by the emitted types of fake-indexer-resolvers (a resolver returns it). */
export interface FakeUtxo {
  owner: string;
  tokenType: string;
  value: string;
  intentHash: string;
  outputIndex: number;
  registeredForDustGeneration: boolean;
}

/** The deterministic world of the fake indexer, with the facts tests assert on. */
export interface FakeIndexerData {
  network: string;
  blocks: FakeIndexedBlock[];
  txs: FakeIndexedTx[];
  /** The unshielded address that receives and spends NIGHT. */
  address: string;
  /** An address with one UTXO of a non-NIGHT token. */
  otherAddress: string;
  /** A valid address with no transactions at all. */
  emptyAddress: string;
  /** The viewing key the fake accepts for `connect`. */
  viewingKey: string;
  /** A second accepted viewing key, of a wallet with no relevant transactions. */
  emptyViewingKey: string;
  contractAddress: string;
  /** Unspent NIGHT of `address`, in STAR. */
  expectedNightBalance: bigint;
  /** The first block of ledger 9 (earlier blocks ran ledger 8, as Mainnet before 2026-11-06). */
  ledger9From: number;
}

/** Input block shape (matches the fake node's blocks so composite tools see one chain). */
export interface SourceBlock {
  number: number;
  hash: string;
  timestamp: number;
  midnightTxs: { txHash: string; contractAddress?: string }[];
}

const bytes = (seed: number, len = 32) => new Uint8Array(len).map((_, i) => (seed * 31 + i * 7) & 0xff);

/**
 * Builds the fake indexer's data from blocks (the fake node's, or synthetic ones). Blocks from `ledger9From` on
 * (default: the second half) ran ledger 9, the ones before ledger 8, so the contract is deployed under ledger 8 and
 * called under both.
 */
export function buildIndexerData(
  source: readonly SourceBlock[] | undefined,
  network: string,
  contractAddress: string,
  ledger9From?: number,
): FakeIndexerData {
  const synthetic = (n: number) =>
    n > 0 && n % 3 === 0
      ? [{ txHash: blake2AsHex(`indexer-tx-${n}`), ...(n % 6 === 0 ? { contractAddress } : {}) }]
      : [];
  // Blocks from a node without the Midnight pallet (generic metadata) carry no txs: give them the synthetic ones.
  const withTxs = source?.some((b) => b.midnightTxs.length) ?? false;
  const blocksIn: SourceBlock[] = source
    ? source.map((b) => (withTxs ? b : { ...b, midnightTxs: synthetic(b.number) }))
    : Array.from({ length: 41 }, (_, n) => ({
        number: n,
        hash: blake2AsHex(`indexer-block-${n}`),
        timestamp: 1_750_000_000_000 + (n - 1) * 6000,
        midnightTxs: synthetic(n),
      }));
  const address = encodeAddress('unshielded', bytes(1), network);
  const otherAddress = encodeAddress('unshielded', bytes(2), network);
  const emptyAddress = encodeAddress('unshielded', bytes(4), network);
  const viewingKey = encodeAddress('viewing-key', bytes(3, 64), network);
  const emptyViewingKey = encodeAddress('viewing-key', bytes(5, 64), network);
  const fork = ledger9From ?? blocksIn[Math.floor(blocksIn.length / 2)]?.number ?? 0;
  const txs: FakeIndexedTx[] = [];
  let failedOne = false;
  let unspent: FakeUtxo[] = [];
  let deployed = false;
  const blocks = blocksIn.map((b, i): FakeIndexedBlock => {
    const ledger = b.number >= fork ? 9 : 8;
    const blockTxs = b.midnightTxs.map((t): FakeIndexedTx => {
      const id = txs.length + 1;
      const created: FakeUtxo[] = [
        {
          owner: address,
          tokenType: NIGHT_TOKEN_TYPE,
          value: String(id * 1_500_000),
          intentHash: blake2AsHex(`intent-${id}`).slice(2),
          outputIndex: 0,
          registeredForDustGeneration: id % 2 === 1,
        },
      ];
      if (id === 2)
        created.push({
          owner: otherAddress,
          tokenType: 'ab'.repeat(32),
          value: '42',
          intentHash: blake2AsHex(`intent-${id}`).slice(2),
          outputIndex: 1,
          registeredForDustGeneration: false,
        });
      const spent = id % 2 === 0 && unspent.length ? [unspent.shift()!] : [];
      unspent = [...unspent.filter((u) => !spent.includes(u)), ...created.filter((u) => u.owner === address)];
      const failed = Boolean(t.contractAddress && deployed && ledger === 9 && !failedOne);
      if (failed) failedOne = true;
      const state = failed ? '' : FAKE_CONTRACT_STATES[ledger];
      const action = t.contractAddress
        ? deployed
          ? {
              kind: 'ContractCall' as const,
              address: t.contractAddress,
              entryPoint: id % 4 === 0 ? 'increment' : 'reset',
              state,
            }
          : ((deployed = true), { kind: 'ContractDeploy' as const, address: t.contractAddress, state })
        : undefined;
      const tx: FakeIndexedTx = {
        id,
        hash: t.txHash.replace(/^0x/, ''),
        height: b.number,
        identifiers: [blake2AsHex(`identifier-${id}`).slice(2)],
        fee: String(BigInt(id) * 10n ** 12n),
        zswapEndIndex: id * 2,
        created,
        spent,
        ...(action ? { action } : {}),
        failed,
        shieldedFor: id % 3 === 0,
      };
      txs.push(tx);
      return tx;
    });
    return {
      height: b.number,
      hash: b.hash.replace(/^0x/, ''),
      timestamp: b.timestamp,
      parentHash: i === 0 ? null : blocksIn[i - 1]!.hash.replace(/^0x/, ''),
      ledger,
      protocolVersion: FAKE_PROTOCOL_VERSIONS[ledger],
      txs: blockTxs,
    };
  });
  const expectedNightBalance = unspent.reduce((sum, u) => sum + BigInt(u.value), 0n);
  return {
    network,
    blocks,
    txs,
    address,
    otherAddress,
    emptyAddress,
    viewingKey,
    emptyViewingKey,
    contractAddress,
    expectedNightBalance,
    ledger9From: fork,
  };
}
