import { pageRank } from '../ranking/graph.js';
import type { SymbolIndex } from './symbol-index.js';
import type { IndexState } from '../state/types.js';
import { toRecord } from '../state/record.js';

export interface RepoMapOptions {
  /** Token budget for the map (4 characters a token). @default 1024 */
  tokens?: number;
  /** Files or symbol names to focus on: PageRank is personalized towards them. */
  focus?: readonly string[];
}

/**
 * aider-style repo map: files by PageRank, each with its most referenced definitions' signatures,
 * cut to fit the token budget.
 */
export function renderRepoMap(
  state: IndexState,
  index: SymbolIndex,
  opts: RepoMapOptions = {},
): { map: string; files: number; tokens: number } {
  const budget = (opts.tokens ?? 1024) * 4;
  let rank: Record<string, number> = state.rank;
  if (opts.focus?.length) {
    const boost = new Map<string, number>();
    for (const f of opts.focus) {
      if (state.files[f]) boost.set(f, 1);
      for (const s of index.byName.get(f) ?? []) boost.set(s.path, 1);
    }
    if (boost.size) rank = toRecord(pageRank(Object.keys(state.files), index.graph().out, { personalization: boost }));
  }
  const refCount = new Map<string, number>();
  for (const rec of index.records.values())
    for (const [n, c] of Object.entries(rec.refs)) refCount.set(n, (refCount.get(n) ?? 0) + c);
  const byFile = new Map<string, typeof index.symbols>();
  for (const s of index.symbols) (byFile.get(s.path) ?? byFile.set(s.path, []).get(s.path)!).push(s);
  const ordered = Object.keys(state.files)
    .filter((p) => byFile.has(p))
    .sort((a, b) => (rank[b] ?? 0) - (rank[a] ?? 0));
  const parts: string[] = [];
  let used = 0;
  let files = 0;
  for (const path of ordered) {
    const defs = byFile
      .get(path)!
      .sort((a, b) => (refCount.get(b.name) ?? 0) - (refCount.get(a.name) ?? 0))
      .slice(0, 6);
    const block = [
      `${path}:`,
      ...defs
        .sort((a, b) => a.start - b.start)
        .map((d) => `  ${d.start}│ ${d.signature ?? `${d.kind} ${d.qualified}`}`),
    ].join('\n');
    if (used + block.length + 1 > budget) {
      if (files === 0) parts.push(block.slice(0, budget));
      break;
    }
    parts.push(block);
    used += block.length + 1;
    files++;
  }
  const map = parts.join('\n');
  return { map, files, tokens: Math.ceil(map.length / 4) };
}
