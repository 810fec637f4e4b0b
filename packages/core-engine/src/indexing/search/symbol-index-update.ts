import type { StateStore } from '../state/state-store.js';
import type { IndexState, SymbolRecord } from '../state/types.js';
import { assembleSymbolIndex, indexedSymbol } from './symbol-index.js';
import type { IndexedSymbol, SymbolIndex } from './symbol-index.js';
import { blockAt, blocksOf, keepBlocks, lowerBound, remapList, shiftBlocks, shiftInPlace } from './symbol-positions.js';
import type { Block, Step } from './symbol-positions.js';

const recordOf = async (state: IndexState, path: string, store: StateStore) => {
  const e = state.files[path];
  return e && (e.defs > 0 || e.language !== 'text') ? store.readSymbols(e.hash) : undefined;
};

/**
 * The symbol index of `state`, from `old` (the index of `prev`) when `state` differs from `prev` only in the
 * entries of `touched` paths: those files' definitions are replaced, removed or inserted at their place in
 * file order, and only the lists they are in are made again (the others shifted in place when positions
 * moved). The work is that of the edit, not of the index: `old`'s lists are updated in place and shared
 * with the result, so its holder must swap to the result (a new object, so caches keyed by the index miss).
 * The result is what `loadSymbolIndex` builds from scratch (the same symbols, lists and records in the same
 * order). Undefined, with `old` untouched, when `old` does not hold what `prev` says: load it whole then.
 */
export async function updateSymbolIndex(
  old: SymbolIndex,
  prev: IndexState,
  state: IndexState,
  touched: readonly string[],
  store: StateStore,
): Promise<SymbolIndex | undefined> {
  await store.loadPacks(state.symbolPacks ?? []);
  const at = blocksOf(old);
  const steps: (Step & { path: string; rec: SymbolRecord | undefined })[] = [];
  // Every touched file whose record changed (a file without definitions too: its references count).
  const recs = new Map<string, SymbolRecord | undefined>();
  const placeless: string[] = [];
  let membership = false;
  for (const path of new Set(touched)) {
    const before = await recordOf(prev, path, store);
    const rec = await recordOf(state, path, store);
    if (old.records.get(path) !== before) return undefined;
    if (before === rec) continue;
    recs.set(path, rec);
    membership ||= !before !== !rec;
    const block = at.get(path);
    if (!block !== !before?.defs.length) return undefined;
    if (!block && !rec?.defs.length) continue; // no definitions before or after: only its record changes
    if (!block) placeless.push(path);
    steps.push({ path, rec, start: block?.start ?? -1, end: block?.end ?? -1, count: rec?.defs.length ?? 0 });
  }
  if (!recs.size) return old;
  // A file that had no definitions goes before the next file (in the state's order) that has some.
  if (placeless.length) {
    const where = insertionPoints(state, at, new Set(placeless), old.symbols.length);
    for (const s of steps) if (s.start < 0) s.start = s.end = where.get(s.path)!.at;
    const order = (s: (typeof steps)[number]) => where.get(s.path)?.order ?? -1;
    steps.sort((a, b) => a.start - b.start || a.end - b.end || order(a) - order(b));
  } else steps.sort((a, b) => a.start - b.start);

  // Nothing is changed above this line: from here on `old` is updated in place, without a pause.
  let shift = 0;
  let shifted = false;
  const gone: IndexedSymbol[] = [];
  const added: { s: IndexedSymbol; at: number }[] = [];
  const made = steps.map((step) => {
    for (let i = step.start; i < step.end; i++) gone.push(old.symbols[i]!);
    const defs = (step.rec?.defs ?? []).map((d) => indexedSymbol(step.path, d));
    defs.forEach((s, j) => added.push({ s, at: step.start + shift + j }));
    shift += step.count - (step.end - step.start);
    shifted ||= step.count !== step.end - step.start;
    return defs;
  });
  // Parts first (they read old positions), then the symbols and blocks, then the names (new positions).
  updateParts(old.byPart, steps, gone, added, shifted);
  const { symbols } = old;
  // Last step first: the positions before a step are still the old ones when it is applied.
  for (let k = steps.length - 1; k >= 0; k--) {
    const { start, end } = steps[k]!;
    if (made[k]!.length === end - start) made[k]!.forEach((s, j) => (symbols[start + j] = s));
    else symbols.splice(start, end - start, ...made[k]!);
  }
  shiftBlocks(at, steps);
  updateNames(old.byName, gone, added, symbols, at);
  const records = updateRecords(old.records, state, recs, membership);
  return keepBlocks(assembleSymbolIndex({ symbols, byName: old.byName, byPart: old.byPart, records }), at);
}

/** Where each of `paths` (files without definitions in `at`) goes: the start of the next file with some. */
function insertionPoints(
  state: IndexState,
  at: ReadonlyMap<string, Block>,
  paths: ReadonlySet<string>,
  end: number,
): Map<string, { at: number; order: number }> {
  const keys = Object.keys(state.files);
  const out = new Map<string, { at: number; order: number }>();
  let next = end;
  for (let i = keys.length - 1; i >= 0; i--) {
    const k = keys[i]!;
    if (paths.has(k)) out.set(k, { at: next, order: i });
    else next = at.get(k)?.start ?? next;
  }
  return out;
}

// Names: the lists holding a replaced or new definition, made again in the order of `symbols`.
function updateNames(
  byName: Map<string, IndexedSymbol[]>,
  gone: readonly IndexedSymbol[],
  added: readonly { s: IndexedSymbol; at: number }[],
  symbols: readonly IndexedSymbol[],
  blocks: ReadonlyMap<string, Block>,
): void {
  const goneSet = new Set(gone);
  const names = new Set([...gone.map((s) => s.name), ...added.map((a) => a.s.name)]);
  const newAt = new Map(added.map((a) => [a.s, a.at]));
  const posOf = (s: IndexedSymbol) => newAt.get(s) ?? blockAt(blocks, symbols, s);
  for (const name of names) {
    const kept = (byName.get(name) ?? []).filter((s) => !goneSet.has(s));
    const list = [...kept, ...added.filter((a) => a.s.name === name).map((a) => a.s)];
    const pos = new Map(list.map((s) => [s, posOf(s)]));
    list.sort((a, b) => pos.get(a)! - pos.get(b)!);
    if (list.length) byName.set(name, list);
    else byName.delete(name);
  }
}

// Name parts: the lists of replaced or new definitions are made again; when positions moved, the entries
// of every other list past the first change are shifted in place.
function updateParts(
  byPart: Map<string, number[]>,
  steps: readonly Step[],
  gone: readonly IndexedSymbol[],
  added: readonly { s: IndexedSymbol; at: number }[],
  shifted: boolean,
): void {
  const addedBy = new Map<string, number[]>();
  for (const a of added) for (const p of a.s.parts) (addedBy.get(p) ?? addedBy.set(p, []).get(p)!).push(a.at);
  const touchedParts = new Set([...gone.flatMap((s) => s.parts), ...addedBy.keys()]);
  const first = steps[0]?.start ?? 0;
  if (shifted)
    for (const [p, list] of byPart)
      if (!touchedParts.has(p) && list.length && list[list.length - 1]! >= first)
        shiftInPlace(list, steps, lowerBound(list, first));
  for (const p of touchedParts) {
    const list = remapList(byPart.get(p) ?? [], steps, 0, addedBy.get(p));
    if (list.length) byPart.set(p, list);
    else byPart.delete(p);
  }
}

// Records: the changed ones replaced in place; when a file gained or lost its record, made again in the
// state's order.
function updateRecords(
  records: Map<string, SymbolRecord>,
  state: IndexState,
  recs: ReadonlyMap<string, SymbolRecord | undefined>,
  membership: boolean,
): Map<string, SymbolRecord> {
  if (!membership) {
    for (const [p, rec] of recs) records.set(p, rec!);
    return records;
  }
  const out = new Map<string, SymbolRecord>();
  for (const p in state.files) {
    const rec = recs.has(p) ? recs.get(p) : records.get(p);
    if (rec) out.set(p, rec);
  }
  return out;
}
