import type { SignedBlock } from '@polkadot/types/interfaces';
import type { Codec } from '@polkadot/types/types';

/** One extrinsic, decoded with the chain's metadata. */
export interface DecodedExtrinsic {
  index: number;
  /** The Substrate extrinsic hash (NOT the Midnight transaction hash; see `midnightTxHash`). */
  hash: string;
  section: string;
  method: string;
  signed: boolean;
  signer?: string;
  args: Record<string, unknown>;
  /** From System.ExtrinsicSuccess/ExtrinsicFailed, when events were read. */
  success?: boolean;
  /** The Midnight tx hash from Midnight.TxApplied/ContractCall/… events of this extrinsic. */
  midnightTxHash?: string;
}

/** One runtime event. */
export interface DecodedEvent {
  index: number;
  phase: 'initialization' | 'finalization' | { applyExtrinsic: number };
  section: string;
  method: string;
  data: unknown;
}

/** A block as the tools report it. */
export interface DecodedBlock {
  number: number;
  hash: string;
  parentHash: string;
  stateRoot: string;
  extrinsicsRoot: string;
  /** Milliseconds since epoch from the Timestamp.set inherent, when present. */
  timestamp: number | null;
  finalized: boolean;
  extrinsics: DecodedExtrinsic[];
  events: DecodedEvent[];
}

const MAX_ARG_HEX = 256;

/** Long byte arguments (a whole Midnight transaction) are shortened so results stay readable. */
function shortenArg(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('0x') && value.length > MAX_ARG_HEX) {
    return `${value.slice(0, MAX_ARG_HEX)}… (${(value.length - 2) / 2} bytes)`;
  }
  if (Array.isArray(value)) return value.map(shortenArg);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortenArg(v)]));
  return value;
}

/** Event data as an object keyed by field name, or the positional array when fields are unnamed. */
function eventData(data: Codec[] & { names?: string[] | null }): unknown {
  const values = data.map((d) => d.toJSON());
  const names = data.names;
  if (names && names.length === values.length && names.every(Boolean))
    return Object.fromEntries(names.map((n, i) => [n, values[i]]));
  return values.length === 1 ? values[0] : values;
}

interface EventRecordLike {
  phase: { isApplyExtrinsic: boolean; asApplyExtrinsic: { toNumber(): number }; isFinalization: boolean };
  event: { section: string; method: string; data: Codec[] & { names?: string[] | null } };
}

/** Decodes a signed block plus its System.Events into plain JSON. */
export function decodeBlock(
  signed: SignedBlock,
  records: readonly EventRecordLike[],
  finalized: boolean,
): DecodedBlock {
  const { header, extrinsics } = signed.block;
  const events: DecodedEvent[] = records.map((r, index) => ({
    index,
    phase: r.phase.isApplyExtrinsic
      ? { applyExtrinsic: r.phase.asApplyExtrinsic.toNumber() }
      : r.phase.isFinalization
        ? 'finalization'
        : 'initialization',
    section: r.event.section,
    method: r.event.method,
    data: shortenArg(eventData(r.event.data)),
  }));
  let timestamp: number | null = null;
  const decoded = extrinsics.map((ex, index): DecodedExtrinsic => {
    const { section, method } = ex.method;
    const argNames = ex.method.meta.args.map((a) => a.name.toString());
    const args = Object.fromEntries(ex.method.args.map((a, i) => [argNames[i] ?? String(i), shortenArg(a.toJSON())]));
    if (section === 'timestamp' && method === 'set') timestamp = Number(ex.method.args[0]?.toString());
    const own = events.filter((e) => typeof e.phase === 'object' && e.phase.applyExtrinsic === index);
    const outcome = own.find(
      (e) => e.section === 'system' && (e.method === 'ExtrinsicSuccess' || e.method === 'ExtrinsicFailed'),
    );
    const midnight = own.find(
      (e) => e.section === 'midnight' && typeof (e.data as { txHash?: unknown })?.txHash === 'string',
    );
    return {
      index,
      hash: ex.hash.toHex(),
      section,
      method,
      signed: ex.isSigned,
      ...(ex.isSigned ? { signer: ex.signer.toString() } : {}),
      args,
      ...(outcome ? { success: outcome.method === 'ExtrinsicSuccess' } : {}),
      ...(midnight ? { midnightTxHash: (midnight.data as { txHash: string }).txHash } : {}),
    };
  });
  return {
    number: header.number.toNumber(),
    hash: header.hash.toHex(),
    parentHash: header.parentHash.toHex(),
    stateRoot: header.stateRoot.toHex(),
    extrinsicsRoot: header.extrinsicsRoot.toHex(),
    timestamp,
    finalized,
    extrinsics: decoded,
    events,
  };
}
