// A development set for lexical ranking made from the CoSQA corpus itself, so settings are chosen
// without the 500 test queries: for every 5th function that no test query answers, the first sentence
// of its docstring becomes a query and the docstring is removed from the file (else the match is trivial).
// Prints the ranking ablations (--sweep: and sweeps) on it; cosqa.ts then reports the test figures.
// KEEP_REST=1 keeps the rest of each docstring in its file, a fairer test of docstring features.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { createRepoIndex } from '@sextant/core-engine/indexing';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { createLibsqlStore } from '@sextant/vector-search';
import type { LexicalRanking } from '@sextant/vector-search';
import { buildCosqa, commitAll } from './support.js';

const cosqa = buildCosqa('cosqa-dev-');
if (!cosqa) {
  console.log('cosqa-dev: ../shared/benchmarks/cosqa not found; skipping.');
  process.exit(0);
}
const { work, root } = cosqa;
const tested = new Set(cosqa.queries.map((q) => q.gold));
rmSync(join(root, '.git'), { recursive: true, force: true });

const DOCSTRING = /^(\s*def [^\n]*\n)(\s*)(?:[rRuU]?)("""|''')([\s\S]*?)\3[^\n]*\n/;
const queries: { query: string; gold: string }[] = [];
const files = readdirSync(join(root, 'src')).sort((a, b) => Number(a.slice(1, -3)) - Number(b.slice(1, -3)));
files.forEach((name, i) => {
  const path = `src/${name}`;
  if (i % 5 !== 0 || tested.has(path)) return;
  const code = readFileSync(join(root, path), 'utf8');
  const m = DOCSTRING.exec(code);
  if (!m) return;
  const doc = m[4]!.trim();
  const sentence = doc.split(/\.\s|\n\s*\n|:param|Args:|Returns?:/)[0]!;
  const words = sentence.replace(/\s+/g, ' ').replace(/\.$/, '');
  if (words.split(' ').length < 3) return;
  queries.push({ query: words, gold: path });
  const rest = doc.slice(sentence.length).replace(/^\.\s*/, '');
  const kept = process.env.KEEP_REST === '1' ? `$1$2$3${rest.replace(/\$/g, '$$$$')}$3\n` : '$1';
  writeFileSync(join(root, path), code.replace(DOCSTRING, kept));
});
commitAll(root);

const dir = mkdtempSync(join(tmpdir(), 'cosqa-dev-index-'));
const main = await createLibsqlStore({ path: join(dir, 'index.db') });
const stats = await createRepoIndex({ dir, store: main, adapters: createLanguageRegistry(), log: silentLogger }).run({
  root,
});
console.log(`cosqa-dev: ${queries.length} docstring queries over ${stats.files} files`);

async function mrr(ranking: Partial<LexicalRanking>): Promise<string> {
  const store = await createLibsqlStore({ path: join(dir, 'index.db'), ranking });
  const index = createRepoIndex({ dir, store, adapters: createLanguageRegistry(), log: silentLogger });
  let sum = 0;
  for (const q of queries) {
    const ranked = await index.rank({ query: q.query, k: 10 });
    const pos = [...new Set(ranked.map((r) => String(r.chunk.metadata.path)))].slice(0, 10).indexOf(q.gold);
    if (pos >= 0) sum += 1 / (pos + 1);
  }
  await store.dispose?.();
  return `MRR@10 ${(sum / queries.length).toFixed(3)}`;
}

const off = { synonyms: 0, compounds: 0 };
const rows: [string, Partial<LexicalRanking>][] = [
  ['BM25F as FTS5 (k1 1.2, b 0.75)', { ...off, k1: 1.2, b: 0.75 }],
  ['BM25F k1 2.5 b 1', off],
  ['  + synonyms', { ...off, synonyms: 0.25 }],
  ['  + synonyms + compounds (default)', {}],
];
if (process.argv.includes('--sweep'))
  rows.push(
    ...[0.9, 1.2, 1.6, 2, 2.5].flatMap((k1) =>
      [0.5, 0.75, 0.9, 1].map((b): [string, Partial<LexicalRanking>] => [`k1 ${k1} b ${b}`, { k1, b }]),
    ),
    ...[0.1, 0.5, 1].map((synonyms): [string, Partial<LexicalRanking>] => [`synonyms ${synonyms}`, { synonyms }]),
    ...[0.1, 0.5, 1].map((compounds): [string, Partial<LexicalRanking>] => [`compounds ${compounds}`, { compounds }]),
  );
for (const [name, ranking] of rows) console.log(`${name.padEnd(38)} ${await mrr(ranking)}`);
await main.dispose?.();
rmSync(dir, { recursive: true, force: true });
rmSync(work, { recursive: true, force: true });
