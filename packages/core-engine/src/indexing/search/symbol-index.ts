import { tokenizeCode } from '../../retrieval/tokenize.js';
import { buildFileGraph } from '../ranking/graph.js';
import type { FileGraph } from '../ranking/graph.js';
import type { StateStore } from '../state/state-store.js';
import type { IndexState, SymbolRecord } from '../state/types.js';
import { keepBlocks } from './symbol-positions.js';
import type { Block } from './symbol-positions.js';

/** A definition as search sees it. */
export interface IndexedSymbol {
  name: string;
  qualified: string;
  kind: string;
  path: string;
  start: number;
  end: number;
  signature?: string;
  /** Stemmed name parts. */
  parts: string[];
}

/** Every definition of an index plus the file graph, loaded once per index state. */
export interface SymbolIndex {
  symbols: IndexedSymbol[];
  byName: Map<string, IndexedSymbol[]>;
  /** Stemmed part -> positions in `symbols` of the symbols containing it, ascending. */
  byPart: Map<string, number[]>;
  /** The file reference graph, built on first use. */
  graph(): FileGraph;
  records: Map<string, SymbolRecord>;
}

// Tokenized definition names, reused across reloads so an update only re-tokenizes changed files.
const partsCache = new Map<string, string[]>();
const partsOf = (name: string) => {
  let p = partsCache.get(name);
  if (!p) {
    p = [...new Set(tokenizeCode(name))];
    if (partsCache.size < 500_000) partsCache.set(name, p);
  }
  return p;
};

/** A definition of the file at `path` as search sees it. */
export const indexedSymbol = (path: string, d: SymbolRecord['defs'][number]): IndexedSymbol => ({
  name: d.name,
  qualified: d.container ? `${d.container}.${d.name}` : d.name,
  kind: d.kind,
  path,
  start: d.start,
  end: d.end,
  ...(d.signature ? { signature: d.signature } : {}),
  parts: partsOf(d.name),
});

const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
};

/** Loads the symbol records of every indexed file and builds lookups and the reference graph. */
export async function loadSymbolIndex(state: IndexState, store: StateStore): Promise<SymbolIndex> {
  const symbols: IndexedSymbol[] = [];
  const byName = new Map<string, IndexedSymbol[]>();
  const byPart = new Map<string, number[]>();
  const records = new Map<string, SymbolRecord>();
  await store.loadPacks(state.symbolPacks ?? []);
  const entries = Object.entries(state.files);
  const loaded = await Promise.all(
    entries.map(([, e]) => (e.defs > 0 || e.language !== 'text' ? store.readSymbols(e.hash) : undefined)),
  );
  // Each file's span of the list, found while it is made (an update starts from them).
  const blocks = new Map<string, Block>();
  entries.forEach(([path], i) => {
    const rec = loaded[i];
    if (!rec) return;
    records.set(path, rec);
    if (rec.defs.length) blocks.set(path, { start: symbols.length, end: symbols.length + rec.defs.length });
    for (const d of rec.defs) {
      const s = indexedSymbol(path, d);
      for (const p of s.parts) push(byPart, p, symbols.length);
      symbols.push(s);
      push(byName, d.name, s);
    }
  });
  return keepBlocks(assembleSymbolIndex({ symbols, byName, byPart, records }), blocks);
}

/** A symbol index from its parts; its file graph is built on first use. */
export function assembleSymbolIndex(parts: Omit<SymbolIndex, 'graph'>): SymbolIndex {
  const { records } = parts;
  let graph: FileGraph | undefined;
  const buildGraph = () =>
    (graph ??= buildFileGraph(
      [...records].map(([path, r]) => ({ path, defines: r.defs.map((d) => d.name), references: r.refs })),
    ));
  return { ...parts, graph: buildGraph };
}

// Per-symbol counts, reused by every call (matching runs without awaiting, so calls never overlap): an
// entry counts only when `seenIn` holds this call's mark, so nothing is cleared or allocated per query.
let matched = new Uint16Array(0);
let firstSeen = new Int32Array(0);
let seenIn = new Uint32Array(0);
let call = 0;

/** Symbols whose name matches the query terms, best first: exact identifiers, then share of name parts matched. */
export function matchSymbols(
  index: SymbolIndex,
  terms: readonly string[],
  rawQuery: string,
  rank: Record<string, number>,
): IndexedSymbol[] {
  const { symbols } = index;
  // Parts are unique per symbol, so the lists a symbol is in count its matched parts. Typed arrays keep
  // this linear in the postings (tens of thousands on a large repository) without a Map entry for each.
  if (seenIn.length < symbols.length) {
    matched = new Uint16Array(symbols.length);
    firstSeen = new Int32Array(symbols.length);
    seenIn = new Uint32Array(symbols.length);
    call = 0;
  }
  if (call === 0xffffffff) seenIn.fill((call = 0));
  const mark = ++call;
  const twice: number[] = [];
  let seen = 0;
  for (const t of new Set(terms))
    for (const i of index.byPart.get(t) ?? []) {
      if (seenIn[i] !== mark) {
        seenIn[i] = mark;
        matched[i] = 1;
        firstSeen[i] = seen++;
      } else if (++matched[i]! === 2) twice.push(i);
    }
  // Only strong matches: a single shared word says little about a symbol. Order of first sight breaks ties.
  const strong = twice
    .filter((i) => matched[i]! / symbols[i]!.parts.length >= 0.5)
    .sort((a, b) => firstSeen[a]! - firstSeen[b]!);
  const scores = new Map<IndexedSymbol, number>();
  for (const i of strong) {
    const s = symbols[i]!;
    const m = matched[i]!;
    scores.set(s, m + m / s.parts.length + (rank[s.path] ?? 0));
  }
  const words = new Set(rawQuery.match(/[A-Za-z_$][\w$]*/g) ?? []);
  for (const w of words) for (const s of index.byName.get(w) ?? []) scores.set(s, 10 + (rank[s.path] ?? 0));
  return [...scores].sort((a, b) => b[1] - a[1]).map(([s]) => s);
}
