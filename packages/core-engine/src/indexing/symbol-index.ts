import { tokenizeCode } from '../text/tokenize.js';
import { buildFileGraph } from './graph.js';
import type { FileGraph } from './graph.js';
import type { StateStore } from './state-store.js';
import type { IndexState, SymbolRecord } from './types.js';

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
  /** Stemmed part -> symbols containing it. */
  byPart: Map<string, IndexedSymbol[]>;
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

const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
};

/** Loads the symbol records of every indexed file and builds lookups and the reference graph. */
export async function loadSymbolIndex(state: IndexState, store: StateStore): Promise<SymbolIndex> {
  const symbols: IndexedSymbol[] = [];
  const byName = new Map<string, IndexedSymbol[]>();
  const byPart = new Map<string, IndexedSymbol[]>();
  const records = new Map<string, SymbolRecord>();
  await store.loadPacks(state.symbolPacks ?? []);
  const entries = Object.entries(state.files);
  const loaded = await Promise.all(
    entries.map(([, e]) => (e.defs > 0 || e.language !== 'text' ? store.readSymbols(e.hash) : undefined)),
  );
  entries.forEach(([path, e], i) => {
    const rec = loaded[i];
    if (!rec) return;
    records.set(path, rec);
    for (const d of rec.defs) {
      const s: IndexedSymbol = {
        name: d.name,
        qualified: d.container ? `${d.container}.${d.name}` : d.name,
        kind: d.kind,
        path,
        start: d.start,
        end: d.end,
        ...(d.signature ? { signature: d.signature } : {}),
        parts: partsOf(d.name),
      };
      symbols.push(s);
      push(byName, d.name, s);
      for (const p of s.parts) push(byPart, p, s);
    }
    void e;
  });
  let graph: FileGraph | undefined;
  const buildGraph = () =>
    (graph ??= buildFileGraph(
      [...records].map(([path, r]) => ({ path, defines: r.defs.map((d) => d.name), references: r.refs })),
    ));
  return { symbols, byName, byPart, graph: buildGraph, records };
}

/** Symbols whose name matches the query terms, best first: exact identifiers, then share of name parts matched. */
export function matchSymbols(
  index: SymbolIndex,
  terms: readonly string[],
  rawQuery: string,
  rank: Record<string, number>,
): IndexedSymbol[] {
  const scores = new Map<IndexedSymbol, number>();
  const termSet = new Set(terms);
  for (const t of termSet) for (const s of index.byPart.get(t) ?? []) scores.set(s, 0);
  const words = new Set(rawQuery.match(/[A-Za-z_$][\w$]*/g) ?? []);
  for (const s of scores.keys()) {
    const matched = s.parts.filter((p) => termSet.has(p)).length;
    // Only strong matches: a single shared word says little about a symbol.
    if (matched < 2 || matched / s.parts.length < 0.5) {
      scores.delete(s);
      continue;
    }
    scores.set(s, matched + matched / s.parts.length + (rank[s.path] ?? 0));
  }
  for (const w of words) for (const s of index.byName.get(w) ?? []) scores.set(s, 10 + (rank[s.path] ?? 0));
  return [...scores].sort((a, b) => b[1] - a[1]).map(([s]) => s);
}
