/**
 * Scores by id summed over postings, and the best `k` ids by score (ties: the lower id first), kept as they
 * come: most ids fall behind the last kept one at once, so this costs far less than sorting every scored id.
 * One instance per index: its arrays are reused by every call (zeroed again for the ids a call touched).
 */
export function createTopIds(size: number) {
  const scores = new Float64Array(size);
  const touched: number[] = [];
  return {
    add(id: number, x: number) {
      if (scores[id] === 0) touched.push(id);
      scores[id]! += x;
    },
    /** The best `k` touched ids that `keep` accepts (all scores are then reset); `score` reads one's score. */
    take(k: number, keep?: (id: number) => boolean): { ids: number[]; score: (id: number) => number } {
      const better = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
      const top: number[] = [];
      for (const id of touched) {
        if (top.length >= k && (k <= 0 || !better(id, top[k - 1]!))) continue;
        if (keep && !keep(id)) continue;
        if (top.length >= k) top.pop();
        let at = top.length;
        while (at > 0 && better(id, top[at - 1]!)) at--;
        top.splice(at, 0, id);
      }
      const kept = new Map(top.map((id) => [id, scores[id]!] as const));
      for (const id of touched) scores[id] = 0;
      touched.length = 0;
      return { ids: top, score: (id) => kept.get(id) ?? 0 };
    },
  };
}
