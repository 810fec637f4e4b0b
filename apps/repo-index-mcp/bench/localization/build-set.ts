// Builds the localization set (issue 27 section 1) from mirrors of public repositories' history.
//   node --import tsx bench/localization/build-set.ts select   chooses snapshots and commits, writes manifest.json
//   node --import tsx bench/localization/build-set.ts          regenerates queries + corpora from the manifest
// Options: --mirrors DIR (default /work/.mirror, from the `fetch` tool), --cache DIR (default
// /work/cache/localization), --target N queries per repository (select), --show N sample queries (dev only).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { argValue } from '../support.js';
import { mirrorOf } from './git.js';
import { REPOS, selectRepo } from './select.js';
import type { Manifest } from './set.js';
import { buildQueries, DEFAULT_CACHE, DEFAULT_MIRRORS, loadManifest, MANIFEST, materializeCorpus } from './set.js';

const mirrors = argValue('--mirrors') ?? DEFAULT_MIRRORS;
const cache = argValue('--cache') ?? DEFAULT_CACHE;

if (process.argv[2] === 'select') {
  const target = Number(argValue('--target') ?? 100);
  const manifest: Manifest = {
    about:
      'Localization set of issue 27: for each repository, the corpus is the tree at `snapshot`; each commit gives a query (its subject without prefix and PR number) and gold (the 1-3 source files it modified). Rebuild with bench/localization/build-set.ts.',
    repos: [],
  };
  for (const choice of REPOS) {
    const s = selectRepo(mirrorOf(mirrors, choice.repo), target);
    manifest.repos.push({ ...choice, snapshot: s.snapshot, head: s.head, commits: s.commits });
    console.log(
      `${choice.split.padEnd(4)} ${choice.repo.padEnd(20)} snapshot ${s.snapshot.slice(0, 12)}  ${s.commits.length} queries (${s.available} available) ${s.span[0]}..${s.span[1]}`,
    );
  }
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
} else {
  const show = Number(argValue('--show') ?? 0);
  const sets: Record<string, unknown[]> = { dev: [], test: [] };
  for (const entry of loadManifest().repos) {
    const { queries, dropped } = buildQueries(entry, mirrors);
    const root = materializeCorpus(entry, mirrors, cache);
    sets[entry.split]!.push(...queries);
    const gold = queries.reduce((n, q) => n + q.gold.length, 0) / Math.max(1, queries.length);
    console.log(
      `${entry.split.padEnd(4)} ${entry.repo.padEnd(20)} ${queries.length} queries, ${gold.toFixed(2)} gold files each${dropped.length ? `, ${dropped.length} dropped (${dropped.map((d) => d.reason).join('; ')})` : ''}  corpus ${root}`,
    );
    if (entry.split === 'dev')
      for (const q of queries.slice(0, show)) console.log(`    ${q.query}  ->  ${q.gold.join(', ')}`);
  }
  mkdirSync(join(cache, 'sets'), { recursive: true });
  for (const [split, qs] of Object.entries(sets))
    writeFileSync(join(cache, 'sets', `${split}.json`), `${JSON.stringify(qs, null, 1)}\n`);
}
