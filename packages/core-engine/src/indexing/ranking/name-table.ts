import type { CompactRefs } from './compact-refs.js';

/**
 * Names numbered for the graph: its rows, and records' reference counts held as numbers (compact-refs.ts), read
 * ids, not strings. One table per index (its rank memo's, see rank-memo.ts) or per ranking call: the records
 * and the memo holding ids hold the table, so the names of an index nobody holds any more go with it.
 */
export class NameTable {
  /** Every name numbered so far, by id. */
  readonly names: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Compiled forms of records' arrays and counts (file-edges.ts), by identity: they go with the table. */
  readonly definedIds = new WeakMap<readonly string[], Int32Array>();
  readonly compiled = new WeakMap<object, { ids: Int32Array; counts: CompactRefs['counts'] }>();

  /** The id of `name` (numbered when first seen). */
  idOf(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) this.ids.set(name, (id = this.names.push(name) - 1));
    return id;
  }

  /** How many names are numbered. */
  get size(): number {
    return this.names.length;
  }
}
