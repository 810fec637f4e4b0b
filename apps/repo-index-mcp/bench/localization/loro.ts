// Leave-one-repository-out over a grid of settings: for each repository, the setting best on the others
// (macro MRR@10) and what it scores on the one left out. The spread says how much a tuned weight overfits.
const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / Math.max(1, xs.length);

/** Prints, per held-out repository, the grid setting chosen on the rest and its held-out MRR@10. */
export function leaveOneRepoOut(table: Record<string, number[]>, repos: readonly string[], prefix: string): void {
  const grid = Object.keys(table).filter((k) => k.startsWith(prefix));
  if (grid.length === 0 || repos.length < 2) return;
  console.log(`\nleave one repository out over ${grid.length} settings`);
  const held: number[] = [];
  repos.forEach((repo, i) => {
    const rest = (k: string) => mean(table[k]!.filter((_, j) => j !== i));
    const best = grid.reduce((a, k) => (rest(k) > rest(a) ? k : a));
    held.push(table[best]![i]!);
    const def = table['default']?.[i];
    console.log(
      `  ${repo.padEnd(22)} chose ${best.padEnd(24)} held-out ${table[best]![i]!.toFixed(3)}${def === undefined ? '' : ` (default ${def.toFixed(3)})`}`,
    );
  });
  const overall = grid.reduce((a, k) => (mean(table[k]!) > mean(table[a]!) ? k : a));
  console.log(
    `  macro held-out ${mean(held).toFixed(3)}; best on all dev: ${overall} ${mean(table[overall]!).toFixed(3)}`,
  );
}
