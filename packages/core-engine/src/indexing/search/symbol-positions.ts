import type { IndexedSymbol, SymbolIndex } from './symbol-index.js';

/** Where a file's definitions sit in an index's symbol list (contiguous, in file order). */
export interface Block {
  start: number;
  end: number;
}

/** One file's span `[start, end)` of the old list, replaced by `count` definitions (start = end: inserted there). */
export interface Step extends Block {
  count: number;
}

// Each index's blocks in position order: found by one pass on first use, then carried to the next index.
const blocksByIndex = new WeakMap<SymbolIndex, Map<string, Block>>();

/** The blocks of `index` by path. */
export function blocksOf(index: SymbolIndex): Map<string, Block> {
  let m = blocksByIndex.get(index);
  if (!m) {
    m = new Map();
    const { symbols } = index;
    for (let i = 0; i < symbols.length;) {
      const path = symbols[i]!.path;
      let j = i + 1;
      while (j < symbols.length && symbols[j]!.path === path) j++;
      m.set(path, { start: i, end: j });
      i = j;
    }
    blocksByIndex.set(index, m);
  }
  return m;
}

/** Records the blocks of an index made from another (so the next update need not find them). */
export function keepBlocks(index: SymbolIndex, blocks: Map<string, Block>): SymbolIndex {
  blocksByIndex.set(index, blocks);
  return index;
}

/** The blocks after `steps` (sorted by start), in position order: one pass over the files with definitions. */
export function carryBlocks(
  at: ReadonlyMap<string, Block>,
  steps: readonly (Step & { path: string })[],
): Map<string, Block> {
  const out = new Map<string, Block>();
  const changed = new Set(steps.map((s) => s.path));
  let k = 0;
  let shift = 0;
  const flush = (upTo: number) => {
    // Steps starting at or before `upTo` come first: their files precede the block starting there.
    for (; k < steps.length && steps[k]!.start <= upTo; k++) {
      const s = steps[k]!;
      if (s.count) out.set(s.path, { start: s.start + shift, end: s.start + shift + s.count });
      shift += s.count - (s.end - s.start);
    }
  };
  for (const [path, b] of at) {
    if (changed.has(path)) continue;
    flush(b.start);
    out.set(path, shift ? { start: b.start + shift, end: b.end + shift } : b);
  }
  flush(Infinity);
  return out;
}

/** The position of `s` in `symbols`, from its file's block. */
export function blockAt(
  blocks: ReadonlyMap<string, Block>,
  symbols: readonly IndexedSymbol[],
  s: IndexedSymbol,
): number {
  const b = blocks.get(s.path)!;
  for (let i = b.start; i < b.end; i++) if (symbols[i] === s) return i;
  return -1;
}

/** The first index of the ascending `list` holding a value >= `x`. */
export function lowerBound(list: readonly number[], x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * An ascending list of old positions as new ones: entries before `from` kept, entries inside a step's span
 * dropped, the others shifted by what the steps before them added or removed; `added` (new positions,
 * ascending) merged in.
 */
export function remapList(
  list: readonly number[],
  steps: readonly Step[],
  from: number,
  added?: readonly number[],
): number[] {
  const out = list.slice(0, from);
  let k = 0;
  let shift = 0;
  let a = 0;
  const extra = added ?? [];
  for (let i = from; i < list.length; i++) {
    const p = list[i]!;
    for (; k < steps.length && p >= steps[k]!.end; k++) shift += steps[k]!.count - (steps[k]!.end - steps[k]!.start);
    if (k < steps.length && p >= steps[k]!.start) continue;
    const q = p + shift;
    while (a < extra.length && extra[a]! < q) out.push(extra[a++]!);
    out.push(q);
  }
  while (a < extra.length) out.push(extra[a++]!);
  return out;
}
