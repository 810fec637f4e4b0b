// Dev-split tuning of the ranking (issue 27): the indexes the localization bench built, opened in this
// process, ranked under named settings; file-level MRR@10 per repository and macro. Never reads the test
// split. `--only a,b` picks settings; `--repo owner/name` one repository.
import { join } from 'node:path';
import type { SearchRequest } from '@sextant/core-engine/indexing';
import { openRepoIndexAt } from '@sextant/vector-search';
import { argValue } from '../support.js';
import { scoreQuery, summarize } from './metrics.js';
import type { QueryScore } from './metrics.js';
import { buildQueries, DEFAULT_CACHE, DEFAULT_MIRRORS, loadManifest, materializeCorpus } from './set.js';

type Setting = Omit<SearchRequest, 'query'>;
const settings: Record<string, Setting> = {
  'old default (vocab, no file ranking)': {
    features: { vocab: true, files: false, history: false, sourceFirst: false },
  },
  'lexical+symbol+graph': { features: { files: false, history: false, sourceFirst: false } },
  '+files': { features: { history: false, sourceFirst: false } },
  '+files +sourceFirst': { features: { history: false } },
  '+files +history': { features: { sourceFirst: false } },
  'all (default)': {},
  'all -files': { features: { files: false } },
  'all, window 20': { fileRank: { window: 20 } },
  'all, demote tests only': { fileRank: { demote: ['test'] } },
  'all, history 1': { fileRank: { weights: { history: 1 } } },
  'all, history 0.25': { fileRank: { weights: { history: 0.25 } } },
  'all, path 0.6 defs 0.6': { fileRank: { weights: { path: 0.6, defs: 0.6 } } },
  'all, path 0 defs 0.3': { fileRank: { weights: { path: 0 } } },
  'all, path 0.3 defs 0': { fileRank: { weights: { defs: 0 } } },
  'all, support 0.5/5': { fileRank: { support: 0.5, supportOf: 5 } },
  'all, support 0.15/3': { fileRank: { support: 0.15 } },
  'all +vocab': { features: { vocab: true } },
  'all -graph': { features: { graph: false } },
};
const only = argValue('--only')?.split(',');
const names = Object.keys(settings).filter((n, i) => !only || only.includes(String(i)) || only.includes(n));
const entries = loadManifest().repos.filter(
  (r) => r.split === 'dev' && (!argValue('--repo') || r.repo === argValue('--repo')),
);
const table: Record<string, number[]> = {};
for (const entry of entries) {
  const { queries } = buildQueries(entry, DEFAULT_MIRRORS);
  const root = materializeCorpus(entry, DEFAULT_MIRRORS, DEFAULT_CACHE);
  const opened = await openRepoIndexAt(root, { dataDir: join(DEFAULT_CACHE, 'data', 'repo-index'), history: true });
  const t = performance.now();
  await opened.index.rank({ query: 'warm up' });
  const warm = performance.now() - t;
  const line: string[] = [];
  for (const name of names) {
    const scores: QueryScore[] = [];
    const t0 = performance.now();
    for (const q of queries) {
      const ranked = await opened.index.rank({ query: q.query, k: 30, ...settings[name] });
      scores.push(
        scoreQuery(
          ranked.map((r) => String(r.chunk.metadata.path)),
          q.gold,
        ),
      );
    }
    const m = summarize(scores);
    (table[name] ??= []).push(m.mrr);
    line.push(
      `  ${name.padEnd(40)} ${m.mrr.toFixed(3)} R@10 ${m.recall.toFixed(3)} tests-above ${(100 * m.testAbove).toFixed(0)}% ${((performance.now() - t0) / queries.length).toFixed(0)} ms/q`,
    );
  }
  console.log(`${entry.repo} (first search ${warm.toFixed(0)} ms)\n${line.join('\n')}`);
  await opened.dispose();
}
console.log('\nmacro MRR@10, dev');
for (const [k, xs] of Object.entries(table))
  console.log(
    `  ${k.padEnd(40)} ${(xs.reduce((a, x) => a + x, 0) / xs.length).toFixed(3)}  [${xs.map((x) => x.toFixed(3)).join(' ')}]`,
  );
