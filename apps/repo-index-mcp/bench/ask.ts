// ask_index without sampling on the npm docstring dev set: for "Which function <docstring sentence>?",
// how often the extractive answer's citations (the evidence it shows, at most 6) name the defining file,
// and the defining function's lines. `--split test` for the held-out packages; `--cache DIR` as npm-dev.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { createRepoIndex } from '@sextant/core-engine/indexing';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { createLibsqlStore } from '@sextant/vector-search';
import { gatherEvidence } from '../src/ask/evidence.js';
import { buildNpmDocs, goldRank } from './npm-docs.js';
import { argValue } from './support.js';

const arg = argValue;
const split = arg('--split') === 'test' ? 'test' : 'dev';
const { work, root, queries } = buildNpmDocs(split, { cache: arg('--cache'), max: Number(arg('--max') ?? 200) });
const dir = mkdtempSync(join(tmpdir(), 'npm-ask-index-'));
const store = await createLibsqlStore({ path: join(dir, 'index.db') });
const index = createRepoIndex({ dir, store, adapters: createLanguageRegistry(), log: silentLogger, learnVocab: false });
await index.run({ root });

let file = 0;
let fn = 0;
let first = 0;
const t = performance.now();
for (const q of queries) {
  const question = `Which function ${q.query.charAt(0).toLowerCase()}${q.query.slice(1)}?`;
  const cited = (await gatherEvidence(index, question, 3)).slice(0, 6);
  const spans = cited.map((e) => ({ path: e.path, start: e.start_line, end: e.end_line }));
  if (spans.some((s) => q.gold.some((g) => g.path === s.path))) file++;
  if (goldRank(q, spans, 6)) fn++;
  if (spans[0] && q.gold.some((g) => g.path === spans[0]!.path)) first++;
}
const n = queries.length;
const pct = (x: number) => `${((100 * x) / n).toFixed(1)}%`;
console.log(
  `ask (extractive) on npm-${split}, ${n} "which function" questions: defining file cited ${pct(file)}, its lines cited ${pct(fn)}, first citation in the defining file ${pct(first)} (${((performance.now() - t) / n).toFixed(0)} ms/question)`,
);
await store.dispose?.();
rmSync(dir, { recursive: true, force: true });
rmSync(work, { recursive: true, force: true });
