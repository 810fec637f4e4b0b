import type { StateStore } from '../state/state-store.js';
import type { IndexState, SymbolRecord } from '../state/types.js';
import { assembleSymbolIndex, indexedSymbol } from './symbol-index.js';
import type { IndexedSymbol, SymbolIndex } from './symbol-index.js';

// Where each file's definitions sit in an index's symbol list (they are contiguous, in file order).
const blocksOf = new WeakMap<SymbolIndex, Map<string, { start: number; end: number }>>();
function blocks(index: SymbolIndex) {
  let m = blocksOf.get(index);
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
    blocksOf.set(index, m);
  }
  return m;
}

const recordOf = async (state: IndexState, path: string, store: StateStore) => {
  const e = state.files[path];
  return e && (e.defs > 0 || e.language !== 'text') ? store.readSymbols(e.hash) : undefined;
};

/**
 * The symbol index of `state`, from `old` (the index of `prev`) when `state` differs from `prev` only in the
 * entries of `touched` paths, each still indexed with definitions before and after: those files' definitions
 * are replaced in place, and the lists they are in are made again. The result is what `loadSymbolIndex`
 * builds from scratch (the same symbols in the same order). Undefined when a file came, went, gained its
 * first or lost its last definition: load it whole then.
 */
export async function updateSymbolIndex(
  old: SymbolIndex,
  prev: IndexState,
  state: IndexState,
  touched: readonly string[],
  store: StateStore,
): Promise<SymbolIndex | undefined> {
  await store.loadPacks(state.symbolPacks ?? []);
  const at = blocks(old);
  const steps: { path: string; start: number; end: number; rec: SymbolRecord }[] = [];
  for (const path of new Set(touched)) {
    const before = await recordOf(prev, path, store);
    const rec = await recordOf(state, path, store);
    const block = at.get(path);
    if (!before || !rec || !block || !rec.defs.length || old.records.get(path) !== before) return undefined;
    if (before !== rec) steps.push({ path, ...block, rec });
  }
  if (!steps.length) return old;
  steps.sort((a, b) => a.start - b.start);

  const symbols: IndexedSymbol[] = [];
  const records = new Map(old.records);
  const gone = new Set<IndexedSymbol>();
  const added: { s: IndexedSymbol; at: number }[] = [];
  let from = 0;
  let shifted = false;
  for (const { path, start, end, rec } of steps) {
    for (let i = from; i < start; i++) symbols.push(old.symbols[i]!);
    for (let i = start; i < end; i++) gone.add(old.symbols[i]!);
    for (const d of rec.defs) {
      added.push({ s: indexedSymbol(path, d), at: symbols.length });
      symbols.push(added[added.length - 1]!.s);
    }
    shifted ||= rec.defs.length !== end - start;
    records.set(path, rec);
    from = end;
  }
  for (let i = from; i < old.symbols.length; i++) symbols.push(old.symbols[i]!);

  // Names: the lists holding a replaced or new definition, in list order (the order of `symbols`).
  const byName = new Map(old.byName);
  const names = new Set([...[...gone].map((s) => s.name), ...added.map((a) => a.s.name)]);
  const at2 = positionsOf(symbols, names);
  for (const name of names) {
    const kept = (old.byName.get(name) ?? []).filter((s) => !gone.has(s));
    const list = [...kept, ...added.filter((a) => a.s.name === name).map((a) => a.s)];
    list.sort((a, b) => at2.get(a)! - at2.get(b)!);
    if (list.length) byName.set(name, list);
    else byName.delete(name);
  }

  // Name parts: positions moved when a file's count of definitions changed, then every list is made again.
  let byPart: Map<string, number[]>;
  if (shifted) {
    byPart = new Map();
    symbols.forEach((s, i) => {
      for (const p of s.parts) {
        const l = byPart.get(p);
        if (l) l.push(i);
        else byPart.set(p, [i]);
      }
    });
  } else {
    byPart = new Map(old.byPart);
    const spans = steps.map(({ start, end }) => [start, end] as const);
    const inStep = (i: number) => spans.some(([s, e]) => i >= s && i < e);
    const parts = new Set([...[...gone].flatMap((s) => s.parts), ...added.flatMap((a) => a.s.parts)]);
    for (const p of parts) {
      const list = (old.byPart.get(p) ?? []).filter((i) => !inStep(i));
      for (const a of added) if (a.s.parts.includes(p)) list.push(a.at);
      list.sort((x, y) => x - y);
      if (list.length) byPart.set(p, list);
      else byPart.delete(p);
    }
  }
  return assembleSymbolIndex({ symbols, byName, byPart, records });
}

/** Positions in `symbols` of the definitions with one of `names`. */
function positionsOf(symbols: readonly IndexedSymbol[], names: ReadonlySet<string>): Map<IndexedSymbol, number> {
  const out = new Map<IndexedSymbol, number>();
  symbols.forEach((s, i) => {
    if (names.has(s.name)) out.set(s, i);
  });
  return out;
}
