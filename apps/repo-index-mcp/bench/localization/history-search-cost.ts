// CPU of the history list per search (history-index.ts) on the localization repositories' kept histories:
// the per-file documents alone against the default (similar commits fused in), alternated in one process,
// and the in-memory index's build time (once per HEAD, on its first search). `--split test` for the others.
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { queryTerms } from '@sextant/core-engine/retrieval';
import { openRepoIndexAt } from '@sextant/vector-search';
import { buildHistoryIndex } from '../../../../packages/core-engine/src/indexing/history/history-index.js';
import type { HistoryIndexOptions } from '../../../../packages/core-engine/src/indexing/history/history-index.js';
import type { FileHistory } from '../../../../packages/core-engine/src/indexing/history/file-history.js';
import { argValue } from '../support.js';
import { buildQueries, DEFAULT_CACHE, DEFAULT_MIRRORS, loadManifest, materializeCorpus } from './set.js';

const settings: [string, HistoryIndexOptions][] = [
  ['warm-up', {}],
  ['per-file documents alone', { commits: { weight: 0 } }],
  ['default (+ similar commits)', {}],
  ['per-file documents alone', { commits: { weight: 0 } }],
  ['default (+ similar commits)', {}],
];
const cpuMs = (f: () => void) => {
  const c = process.cpuUsage();
  f();
  const { user, system } = process.cpuUsage(c);
  return (user + system) / 1000;
};
const split = argValue('--split') ?? 'dev';
for (const entry of loadManifest().repos.filter((r) => r.split === split)) {
  const { queries } = buildQueries(entry, DEFAULT_MIRRORS);
  const root = realpathSync(materializeCorpus(entry, DEFAULT_MIRRORS, DEFAULT_CACHE));
  const opened = await openRepoIndexAt(root, { dataDir: join(DEFAULT_CACHE, 'data', 'repo-index'), history: true });
  const h = JSON.parse(readFileSync(join(opened.dir, 'history.json'), 'utf8')) as FileHistory;
  await opened.dispose();
  const terms = queries.map((q) => queryTerms(q.query));
  const search = new Map<string, number[]>();
  const build = new Map<string, number[]>();
  for (const [name, opts] of settings) {
    let index!: ReturnType<typeof buildHistoryIndex>;
    (build.get(name) ?? build.set(name, []).get(name)!).push(cpuMs(() => (index = buildHistoryIndex(h, opts))));
    const ms = cpuMs(() => {
      for (let round = 0; round < 5; round++) for (const t of terms) index.search(t, 100);
    });
    (search.get(name) ?? search.set(name, []).get(name)!).push(ms / 5 / terms.length);
  }
  console.log(`${entry.repo}: ${h.subjects.length} subjects, ${Object.keys(h.files).length} files; ms CPU`);
  for (const [name, xs] of search)
    if (name !== 'warm-up')
      console.log(
        `  ${name.padEnd(30)} per search ${xs.map((x) => x.toFixed(3)).join(' / ')}; build ${build
          .get(name)!
          .map((x) => x.toFixed(0))
          .join(' / ')}`,
      );
}
