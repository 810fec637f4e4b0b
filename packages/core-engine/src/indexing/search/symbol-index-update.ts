import type { StateStore } from '../state/state-store.js';
import type { IndexState, SymbolRecord } from '../state/types.js';
import { assembleSymbolIndex, indexedSymbol } from './symbol-index.js';
import type { IndexedSymbol, SymbolIndex } from './symbol-index.js';
import { blockAt, blocksOf, carryBlocks, keepBlocks, lowerBound, remapList } from './symbol-positions.js';
import type { Step } from './symbol-positions.js';

const recordOf = async (state: IndexState, path: string, store: StateStore) => {
  const e = state.files[path];
  return e && (e.defs > 0 || e.language !== 'text') ? store.readSymbols(e.hash) : undefined;
};

/**
 * The symbol index of `state`, from `old` (the index of `prev`) when `state` differs from `prev` only in the
 * entries of `touched` paths: those files' definitions are replaced, removed or inserted at their place in
 * file order, and only the lists they are in are made again (others are shifted when positions moved).
 * The result is what `loadSymbolIndex` builds from scratch (the same symbols, lists and records in the
 * same order). Undefined when `old` does not hold what `prev` says: load it whole then.
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

  // Symbols: the old ones with each step's span replaced by the file's definitions now.
  const symbols: IndexedSymbol[] = [];
  const gone: IndexedSymbol[] = [];
  const added: { s: IndexedSymbol; at: number }[] = [];
  let from = 0;
  let shifted = false;
  for (const step of steps) {
    for (let i = from; i < step.start; i++) symbols.push(old.symbols[i]!);
    for (let i = step.start; i < step.end; i++) gone.push(old.symbols[i]!);
    for (const d of step.rec?.defs ?? []) {
      const s = indexedSymbol(step.path, d);
      added.push({ s, at: symbols.length });
      symbols.push(s);
    }
    shifted ||= step.count !== step.end - step.start;
    from = step.end;
  }
  for (let i = from; i < old.symbols.length; i++) symbols.push(old.symbols[i]!);
  const blocks = shifted ? carryBlocks(at, steps) : at;

  return keepBlocks(
    assembleSymbolIndex({
      symbols,
      byName: namesAfter(old, gone, added, symbols, blocks),
      byPart: partsAfter(old, steps, gone, added, shifted),
      records: recordsAfter(old, state, recs, membership),
    }),
    blocks,
  );
}

/** Where each of `paths` (files without definitions in `at`) goes: the start of the next file with some. */
function insertionPoints(
  state: IndexState,
  at: ReadonlyMap<string, { start: number; end: number }>,
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

// Names: the lists holding a replaced or new definition, in the order of `symbols`.
function namesAfter(
  old: SymbolIndex,
  gone: readonly IndexedSymbol[],
  added: readonly { s: IndexedSymbol; at: number }[],
  symbols: readonly IndexedSymbol[],
  blocks: ReadonlyMap<string, { start: number; end: number }>,
): Map<string, IndexedSymbol[]> {
  const byName = new Map(old.byName);
  const goneSet = new Set(gone);
  const names = new Set([...gone.map((s) => s.name), ...added.map((a) => a.s.name)]);
  const newAt = new Map(added.map((a) => [a.s, a.at]));
  const posOf = (s: IndexedSymbol) => newAt.get(s) ?? blockAt(blocks, symbols, s);
  for (const name of names) {
    const kept = (old.byName.get(name) ?? []).filter((s) => !goneSet.has(s));
    const list = [...kept, ...added.filter((a) => a.s.name === name).map((a) => a.s)];
    const pos = new Map(list.map((s) => [s, posOf(s)]));
    list.sort((a, b) => pos.get(a)! - pos.get(b)!);
    if (list.length) byName.set(name, list);
    else byName.delete(name);
  }
  return byName;
}

// Name parts: the lists of replaced or new definitions are made again; when positions moved, every list
// holding a position past the first change is shifted (a list wholly before it is kept as it is).
function partsAfter(
  old: SymbolIndex,
  steps: readonly Step[],
  gone: readonly IndexedSymbol[],
  added: readonly { s: IndexedSymbol; at: number }[],
  shifted: boolean,
): Map<string, number[]> {
  const addedBy = new Map<string, number[]>();
  for (const a of added) for (const p of a.s.parts) (addedBy.get(p) ?? addedBy.set(p, []).get(p)!).push(a.at);
  const touchedParts = new Set([...gone.flatMap((s) => s.parts), ...addedBy.keys()]);
  const first = steps[0]?.start ?? 0;
  const byPart = new Map<string, number[]>();
  if (!shifted) {
    for (const [p, list] of old.byPart) if (!touchedParts.has(p)) byPart.set(p, list);
  } else
    for (const [p, list] of old.byPart)
      if (!touchedParts.has(p))
        byPart.set(
          p,
          list.length && list[list.length - 1]! >= first ? remapList(list, steps, lowerBound(list, first)) : list,
        );
  for (const p of touchedParts) {
    const list = remapList(old.byPart.get(p) ?? [], steps, 0, addedBy.get(p));
    if (list.length) byPart.set(p, list);
  }
  return byPart;
}

// Records: the changed ones replaced in place; when a file gained or lost its record, in the state's order.
function recordsAfter(
  old: SymbolIndex,
  state: IndexState,
  recs: ReadonlyMap<string, SymbolRecord | undefined>,
  membership: boolean,
): Map<string, SymbolRecord> {
  if (!membership) {
    const records = new Map(old.records);
    for (const [p, rec] of recs) records.set(p, rec!);
    return records;
  }
  const records = new Map<string, SymbolRecord>();
  for (const p in state.files) {
    const rec = recs.has(p) ? recs.get(p) : old.records.get(p);
    if (rec) records.set(p, rec);
  }
  return records;
}
