import type { SymbolRecord } from '../state/types.js';
import type { NameTable } from './name-table.js';

/** Reference counts in the narrowest array that holds them exactly. */
export type Counts = Uint8Array | Uint16Array | Uint32Array | Float64Array;

/**
 * A file's reference counts as numbers: name ids (in `table`, an index's name table) and the counts, in the
 * narrowest array holding them (most are below 256): 5 bytes a reference where a record object takes over ten
 * times that. The graph weighs each by its square root (taken where it is read: the same double every time).
 */
export class CompactRefs {
  constructor(
    readonly ids: Int32Array,
    readonly counts: Counts,
    readonly table: NameTable,
  ) {}
  get size(): number {
    return this.ids.length;
  }
  /** The count of the k-th reference. */
  count(k: number): number {
    return this.counts[k]!;
  }
}

/** `values` in the narrowest array that holds each exactly (non-negative integers; else doubles). */
function countArray(values: readonly number[]): Counts {
  let max = 0;
  for (const v of values) {
    if (!(Number.isInteger(v) && v >= 0)) return Float64Array.from(values);
    if (v > max) max = v;
  }
  const Kind = max < 2 ** 8 ? Uint8Array : max < 2 ** 16 ? Uint16Array : max < 2 ** 32 ? Uint32Array : Float64Array;
  return Kind.from(values);
}

/** `refs` as numbers (ids in `table`), in its key order. */
export function compactRefs(refs: Readonly<Record<string, number>>, table: NameTable): CompactRefs {
  const keys = Object.keys(refs);
  const ids = new Int32Array(keys.length);
  const values = new Array<number>(keys.length);
  // Plain loops: TypedArray.from with a mapping function is several times slower.
  for (let k = 0; k < keys.length; k++) {
    ids[k] = table.idOf(keys[k]!);
    values[k] = refs[keys[k]!]!;
  }
  return new CompactRefs(ids, countArray(values), table);
}

/** The counts as the record object `JSON.parse` gives (same keys, same order). */
function refsObject(c: CompactRefs): Record<string, number> {
  const out: Record<string, number> = {};
  const { names } = c.table;
  for (let k = 0; k < c.ids.length; k++) {
    const name = names[c.ids[k]!]!;
    // An own `__proto__` key, as JSON.parse makes it (an assignment would set the prototype).
    if (name === '__proto__')
      Object.defineProperty(out, name, { value: c.count(k), enumerable: true, writable: true, configurable: true });
    else out[name] = c.count(k);
  }
  return out;
}

const compactOf = new WeakMap<SymbolRecord, CompactRefs>();

// Shared accessors: the record's `refs` is made from the numbers when first read, then kept as a plain property.
function getRefs(this: SymbolRecord): Record<string, number> {
  const value = refsObject(compactOf.get(this)!);
  setRefs.call(this, value);
  return value;
}
function setRefs(this: SymbolRecord, value: Record<string, number>): void {
  Object.defineProperty(this, 'refs', { value, enumerable: true, writable: true, configurable: true });
  delete (this as { toJSON?: unknown }).toJSON;
}
// JSON of a record whose counts were never read: the object is made for the JSON only, not kept.
function toJSON(this: SymbolRecord): object {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(this))
    out[key] = key === 'refs' ? refsObject(compactOf.get(this)!) : this[key as keyof SymbolRecord];
  return out;
}

/**
 * A copy of `rec` (a plain record) with its reference counts held as numbers: `refs` reads as before (made when first
 * read; its JSON is the same), and `graphRefs` gives the numbers to the graph without making the object. A run
 * holds every file's record until it ends: the counts were most of their memory. Names are numbered in `table`
 * (the index's: the graph reads the ids as they are).
 */
export function compactRecord(rec: SymbolRecord, table: NameTable): SymbolRecord {
  if (compactOf.has(rec)) return rec;
  // A new object with the same keys in the same order, each added once: redefining `refs` on the parsed record
  // as an accessor made it a dictionary-mode object (several hundred bytes each, held to the end of the run).
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(rec)) {
    if (key === 'refs')
      Object.defineProperty(out, 'refs', { get: getRefs, set: setRefs, enumerable: true, configurable: true });
    else out[key] = rec[key as keyof SymbolRecord];
  }
  Object.defineProperty(out, 'toJSON', { value: toJSON, enumerable: false, writable: true, configurable: true });
  const compact = out as unknown as SymbolRecord;
  compactOf.set(compact, compactRefs(rec.refs, table));
  return compact;
}

/** What the graph reads of a record's counts: its numbers when it has them (the same object every time). */
export const graphRefs = (rec: SymbolRecord): CompactRefs | Readonly<Record<string, number>> =>
  compactOf.get(rec) ?? rec.refs;

/** Whether the record references any name (without making its counts' object). */
export const hasRefs = (rec: SymbolRecord): boolean => {
  const c = compactOf.get(rec);
  return c ? c.size > 0 : Object.keys(rec.refs).length > 0;
};

/** The record's references as `name=count` (without making its counts' object). */
export function refEntries(rec: SymbolRecord): [string, number][] {
  const c = compactOf.get(rec);
  if (!c) return Object.entries(rec.refs);
  const out: [string, number][] = [];
  for (let k = 0; k < c.size; k++) out.push([c.table.names[c.ids[k]!]!, c.count(k)]);
  return out;
}
