/** One ranked list of ids from one signal, with the weight that signal gets in the fusion. */
export interface RankedList {
  signal: string;
  weight: number;
  ids: readonly string[];
}

export interface FusedResult {
  id: string;
  score: number;
  /** Per-signal 1-based rank, for explaining results. */
  ranks: Record<string, number>;
}

/** Weighted reciprocal rank fusion: score = sum of weight / (k + rank). @param k default 60 */
export function reciprocalRankFusion(lists: readonly RankedList[], k = 60): FusedResult[] {
  const byId = new Map<string, FusedResult>();
  for (const list of lists) {
    list.ids.forEach((id, i) => {
      let r = byId.get(id);
      if (!r) byId.set(id, (r = { id, score: 0, ranks: {} }));
      r.score += list.weight / (k + i + 1);
      r.ranks[list.signal] = i + 1;
    });
  }
  return [...byId.values()].sort((a, b) => b.score - a.score);
}
