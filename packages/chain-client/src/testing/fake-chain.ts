import { Metadata, TypeRegistry } from '@polkadot/types';
import type { Header } from '@polkadot/types/interfaces';
import { compactToU8a, u8aConcat, u8aToHex } from '@polkadot/util';
import { blake2AsHex, xxhashAsHex } from '@polkadot/util-crypto';
import { MIDNIGHT_SIGNED_EXTENSIONS } from '../node/rpc-definitions.js';

/** One block of the deterministic fake chain. */
export interface FakeBlock {
  number: number;
  hash: string;
  header: { parentHash: string; number: string; stateRoot: string; extrinsicsRoot: string; digest: { logs: string[] } };
  extrinsics: string[];
  /** SCALE-encoded Vec<EventRecord> (the System.Events storage value). */
  events: string;
  timestamp: number;
  /** Midnight tx hashes (from Midnight.TxApplied / ContractCall events) with their extrinsic index. */
  midnightTxs: { txHash: string; extrinsicIndex: number; contractAddress?: string }[];
}

/** Options of the fake chain. */
export interface FakeChainOptions {
  /** Blocks after genesis. @default 40 */
  blocks?: number;
  /** How many of the newest blocks are not finalized yet. @default 2 */
  finalityLag?: number;
  /** Block time in ms. @default 6000 */
  blockTimeMs?: number;
  /** Timestamp of block 1 (ms). @default 1_750_000_000_000 */
  startTime?: number;
}

/** The deterministic fake chain: blocks, registry and helpers, built from real metadata. */
export interface FakeChain {
  registry: TypeRegistry;
  metadataHex: string;
  hasMidnightPallet: boolean;
  blocks: FakeBlock[];
  byHash: Map<string, FakeBlock>;
  finalizedNumber(): number;
  eventsKey: string;
  /** Appends a new block (the fake node's "new block" tick). */
  produceBlock(): FakeBlock;
}

/** Hash of a fake Midnight transaction / contract address, deterministic per block and slot. */
export const fakeTxHash = (block: number, slot: number) => blake2AsHex(`midnight-tx-${block}-${slot}`);
export const FAKE_CONTRACT_ADDRESS = blake2AsHex('fake-contract').slice(2);

function eventBytes(
  registry: TypeRegistry,
  metadata: Metadata,
  section: string,
  method: string,
  values: unknown[],
): Uint8Array {
  const pallet = metadata.asLatest.pallets.find((p) => p.name.toString().toLowerCase() === section.toLowerCase());
  if (!pallet || pallet.events.isNone) throw new Error(`metadata has no ${section} events`);
  const variants = registry.lookup.getSiType(pallet.events.unwrap().type).def.asVariant.variants;
  const variant = variants.find((v) => v.name.toString() === method);
  if (!variant) throw new Error(`metadata has no ${section}.${method}`);
  const fields = variant.fields.map((f, i) =>
    registry.createType(registry.createLookupType(f.type), values[i]).toU8a(),
  );
  return u8aConcat(new Uint8Array([pallet.index.toNumber(), variant.index.toNumber()]), ...fields);
}

/** Builds the fake chain from SCALE metadata (hex or bytes). */
export function createFakeChain(metadataInput: string | Uint8Array, opts: FakeChainOptions = {}): FakeChain {
  const registry = new TypeRegistry();
  const metadata = new Metadata(registry, metadataInput as Uint8Array);
  registry.setMetadata(metadata, undefined, MIDNIGHT_SIGNED_EXTENSIONS);
  const metadataHex = metadata.toHex();
  const pallets = metadata.asLatest.pallets.map((p) => p.name.toString());
  const hasMidnightPallet = pallets.includes('Midnight');
  const blockTime = opts.blockTimeMs ?? 6000;
  const start = opts.startTime ?? 1_750_000_000_000;
  const blocks: FakeBlock[] = [];
  const byHash = new Map<string, FakeBlock>();
  const eventsKey = xxhashAsHex('System', 128) + xxhashAsHex('Events', 128).slice(2);
  const dispatchInfo = { weight: { refTime: 1000, proofSize: 0 }, class: 'Mandatory', paysFee: 'Yes' };

  const record = (phase: unknown, event: Uint8Array) =>
    u8aConcat(registry.createType('Phase', phase).toU8a(), event, compactToU8a(0));

  const build = (number: number): FakeBlock => {
    const parent = blocks[number - 1];
    const timestamp = number === 0 ? start - blockTime : start + (number - 1) * blockTime;
    const calls =
      number === 0
        ? []
        : [
            registry.createType('Call', {
              callIndex: callIndex(registry, 'timestamp', 'set'),
              args: { now: timestamp },
            }),
          ];
    const midnightTxs: FakeBlock['midnightTxs'] = [];
    const records: Uint8Array[] = [];
    if (hasMidnightPallet && number > 0 && number % 3 === 0) {
      const idx = callIndex(registry, 'midnight', 'sendMnTransaction');
      calls.push(
        registry.createType('Call', {
          callIndex: idx,
          args: { midnight_tx: u8aToHex(new TextEncoder().encode(`fake midnight tx ${number}`)) },
        }),
      );
      const txHash = fakeTxHash(number, 1);
      const contract = number % 6 === 0;
      midnightTxs.push({ txHash, extrinsicIndex: 1, ...(contract ? { contractAddress: FAKE_CONTRACT_ADDRESS } : {}) });
    }
    calls.forEach((_c, i) => {
      const tx = midnightTxs.find((t) => t.extrinsicIndex === i);
      if (tx?.contractAddress)
        records.push(
          record(
            { ApplyExtrinsic: i },
            eventBytes(registry, metadata, 'Midnight', 'ContractCall', [
              { txHash: tx.txHash, contractAddress: `0x${tx.contractAddress}` },
            ]),
          ),
        );
      if (tx)
        records.push(
          record(
            { ApplyExtrinsic: i },
            eventBytes(registry, metadata, 'Midnight', 'TxApplied', [{ txHash: tx.txHash }]),
          ),
        );
      records.push(
        record({ ApplyExtrinsic: i }, eventBytes(registry, metadata, 'System', 'ExtrinsicSuccess', [dispatchInfo])),
      );
    });
    const extrinsics = calls.map((c) => registry.createType('Extrinsic', c).toHex());
    const header = registry.createType<Header>('Header', {
      parentHash: parent?.hash ?? '0x' + '00'.repeat(32),
      number,
      stateRoot: blake2AsHex(`state-${number}`),
      extrinsicsRoot: blake2AsHex(extrinsics.join('')),
      digest: { logs: [] },
    });
    const block: FakeBlock = {
      number,
      hash: header.hash.toHex(),
      header: {
        parentHash: header.parentHash.toHex(),
        number: `0x${number.toString(16)}`,
        stateRoot: header.stateRoot.toHex(),
        extrinsicsRoot: header.extrinsicsRoot.toHex(),
        digest: { logs: [] },
      },
      extrinsics,
      events: u8aToHex(u8aConcat(compactToU8a(records.length), ...records)),
      timestamp,
      midnightTxs,
    };
    blocks.push(block);
    byHash.set(block.hash, block);
    return block;
  };

  for (let n = 0; n <= (opts.blocks ?? 40); n++) build(n);
  const lag = opts.finalityLag ?? 2;
  return {
    registry,
    metadataHex,
    hasMidnightPallet,
    blocks,
    byHash,
    eventsKey,
    finalizedNumber: () => Math.max(0, blocks.length - 1 - lag),
    produceBlock: () => build(blocks.length),
  };
}

function callIndex(registry: TypeRegistry, section: string, method: string): Uint8Array {
  const metadata = registry.metadata;
  const pallet = metadata.pallets.find((p) => p.name.toString().toLowerCase() === section.toLowerCase());
  if (!pallet || pallet.calls.isNone) throw new Error(`metadata has no ${section} calls`);
  const variants = registry.lookup.getSiType(pallet.calls.unwrap().type).def.asVariant.variants;
  const snake = method.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const v = variants.find((x) => x.name.toString() === snake || x.name.toString() === method);
  if (!v) throw new Error(`metadata has no ${section}.${method}`);
  return new Uint8Array([pallet.index.toNumber(), v.index.toNumber()]);
}
