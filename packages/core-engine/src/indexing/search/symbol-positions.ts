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

/** Updates `blocks` in place for `steps` (sorted by start, in old positions): one pass over the files with definitions. */
export function shiftBlocks(blocks: Map<string, Block>, steps: readonly (Step & { path: string })[]): void {
  const first = steps[0]?.start ?? 0;
  const moved = steps.some((s) => s.count !== s.end - s.start);
  const changed = new Set(steps.map((s) => s.path));
  if (moved)
    for (const [path, b] of blocks) {
      if (b.start < first || changed.has(path)) continue;
      const by = shiftAt(steps, b.start);
      b.start += by;
      b.end += by;
    }
  let shift = 0;
  for (const s of steps) {
    if (s.count) blocks.set(s.path, { start: s.start + shift, end: s.start + shift + s.count });
    else blocks.delete(s.path);
    shift += s.count - (s.end - s.start);
  }
}

/** What the steps before old position `p` (outside every span) add to it. */
const shiftAt = (steps: readonly Step[], p: number) => {
  let by = 0;
  for (const s of steps) if (s.end <= p) by += s.count - (s.end - s.start);
  return by;
};

/** Shifts the entries of an ascending list from index `from` on, none inside a step's span, in place. */
export function shiftInPlace(list: number[], steps: readonly Step[], from: number): void {
  let k = 0;
  let shift = 0;
  for (let i = from; i < list.length; i++) {
    const p = list[i]!;
    for (; k < steps.length && p >= steps[k]!.end; k++) shift += steps[k]!.count - (steps[k]!.end - steps[k]!.start);
    list[i] = p + shift;
  }
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
