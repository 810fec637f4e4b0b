// Coordinate ascent over the file fusion's parameters (tune.ts `--ascent`): each parameter in turn takes the
// value of its candidates that scores best with the others held, for a few rounds. Checked leave one
// repository out: per repository, the ascent runs on the others and the parameters it finds are read on the
// one left out. Scores per repository are kept per parameter set, so the folds share their evaluations.
export type Params = Record<string, number>;

const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / Math.max(1, xs.length);

// The parameters coordinate ascent reaches from `start` over `steps`, and their score.
function coordinateAscent(
  score: (p: Params) => number,
  start: Params,
  steps: Record<string, readonly number[]>,
  rounds = 2,
): { params: Params; score: number } {
  let best = { ...start };
  let top = score(best);
  for (let r = 0; r < rounds; r++) {
    let moved = false;
    for (const [name, values] of Object.entries(steps))
      for (const v of values) {
        const p = { ...best, [name]: v };
        const s = score(p);
        if (s > top + 1e-9) [best, top, moved] = [p, s, true];
      }
    if (!moved) break;
  }
  return { params: best, score: top };
}

/** Runs the ascent on all repositories and leave one out; prints both beside `start`'s scores. */
export function ascentReport(
  perRepo: (p: Params) => readonly number[],
  repos: readonly string[],
  start: Params,
  steps: Record<string, readonly number[]>,
): Params {
  const memo = new Map<string, readonly number[]>();
  const scores = (p: Params) => {
    const k = JSON.stringify(Object.entries(p).sort());
    if (!memo.has(k)) memo.set(k, perRepo(p));
    return memo.get(k)!;
  };
  const base = scores(start);
  console.log(`\ncoordinate ascent from ${JSON.stringify(start)}`);
  const held: number[] = [];
  repos.forEach((repo, i) => {
    const rest = (p: Params) => mean(scores(p).filter((_, j) => j !== i));
    const { params } = coordinateAscent(rest, start, steps);
    held.push(scores(params)[i]!);
    console.log(
      `  ${repo.padEnd(22)} held-out ${scores(params)[i]!.toFixed(3)} (start ${base[i]!.toFixed(3)}) ${JSON.stringify(params)}`,
    );
  });
  const all = coordinateAscent((p) => mean(scores(p)), start, steps);
  console.log(`  macro held-out ${mean(held).toFixed(3)} against ${mean(base).toFixed(3)} at the start`);
  console.log(
    `  on all dev: ${all.score.toFixed(3)} [${scores(all.params)
      .map((x) => x.toFixed(3))
      .join(' ')}] ${JSON.stringify(all.params)} (${memo.size} settings read)`,
  );
  return all.params;
}
