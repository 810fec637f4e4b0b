// Source before tests on this repository (issues 25 and 27): hand-written behaviour questions about our own
// code (own-set.json) against a clone of this repository at the set's commit, ranked in this process on
// the defaults and with each file-level part off, with whole-file BM25 beside. Skips outside a git checkout.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchFeatures } from '@sextant/core-engine/indexing';
import { openRepoIndexAt } from '@sextant/vector-search';
import { bm25, corpusFiles } from './bm25.js';
import { git } from './git.js';
import { scoreQuery, summarize } from './metrics.js';
import { DEFAULT_CACHE } from './set.js';

const set = JSON.parse(readFileSync(new URL('./own-set.json', import.meta.url), 'utf8')) as {
  commit: string;
  queries: { query: string; gold: string[] }[];
};
const repo = fileURLToPath(new URL('../../../..', import.meta.url));
const root = join(DEFAULT_CACHE, 'corpora', `sextant-${set.commit}`);
try {
  if (!existsSync(root)) {
    mkdirSync(join(DEFAULT_CACHE, 'corpora'), { recursive: true });
    git({ cwd: repo }, ['clone', '-q', '--no-checkout', repo, root]);
    git({ cwd: root }, ['checkout', '-q', '--detach', set.commit]);
  }
} catch (e) {
  console.log(`own set: skipped (${(e as Error).message})`);
  process.exit(0);
}
const docs = bm25(corpusFiles(root));
const opened = await openRepoIndexAt(root, { dataDir: join(DEFAULT_CACHE, 'data', 'repo-index') });
await opened.update();
const systems: Record<string, SearchFeatures | undefined> = {
  default: {},
  '-source_first': { sourceFirst: false },
  '-files': { files: false },
  '-history': { history: false },
  before: { vocab: true, files: false, history: false, sourceFirst: false },
};
console.log(
  `own set (this repository at ${set.commit}, ${set.queries.length} behaviour questions): MRR@10, R@10, test-like file above the first gold`,
);
const row = (name: string, ranked: string[][]) => {
  const m = summarize(ranked.map((r, i) => scoreQuery(r, set.queries[i]!.gold)));
  console.log(
    `  ${name.padEnd(16)} ${m.mrr.toFixed(3)} ${m.recall.toFixed(3)} tests-above ${(100 * m.testAbove).toFixed(0)}%`,
  );
};
row(
  'bm25 whole file',
  set.queries.map((q) => docs.search(q.query, 10).map((h) => h.path)),
);
for (const [name, features] of Object.entries(systems)) {
  const ranked: string[][] = [];
  for (const q of set.queries)
    ranked.push((await opened.index.rank({ query: q.query, features })).map((r) => String(r.chunk.metadata.path)));
  row(name, ranked);
}
await opened.dispose();
