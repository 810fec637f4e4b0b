// Trains the shipped code-vocabulary model (packages/core-engine/data/code-vocab.json): IBM Model 1
// translations from JSDoc comment words to the code terms of the same function, over the npm packages
// listed in code-vocab-corpus.json (downloaded with `npm pack` into a temp folder at training time).
// Re-runnable and deterministic: the same package versions give the same file.
//   node --import tsx scripts/train-code-vocab.ts [--cache DIR] [--out FILE]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeVocab, termPair, trainModel1 } from '@sextant/core-engine/experimental';
import type { TermPair } from '@sextant/core-engine/experimental';
import { blankComments, docPairs, fetchPackages, readText, sourceFiles } from './doc-pairs.js';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const corpus = JSON.parse(readFileSync(here('./code-vocab-corpus.json'), 'utf8')) as { packages: string[] };
const out = arg('--out') ?? here('../../../packages/core-engine/data/code-vocab.json');
const cache = arg('--cache');
const dir = cache ?? mkdtempSync(join(tmpdir(), 'code-vocab-'));

const t0 = performance.now();
const roots = fetchPackages(corpus.packages, dir);
const pairs: TermPair[] = [];
const seen = new Set<string>();
for (const root of roots) {
  let n = 0;
  for (const file of sourceFiles(root)) {
    for (const p of docPairs(readText(file), file)) {
      // Packages ship the same function several times (src, cjs, esm, bundles): each once.
      const key = `${p.name}\0${p.doc}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // Comments inside the body would teach the comment's words back to themselves.
      pairs.push(termPair(p.doc, `${p.name} ${blankComments(p.code, 'f.ts')}`));
      n++;
    }
  }
  console.log(`${root.split('/').pop()}: ${n} documented functions`);
}
const table = trainModel1(pairs);
writeFileSync(
  out,
  encodeVocab(table, {
    about: 'IBM Model 1 t(code term | comment word), trained by apps/repo-index-mcp/scripts/train-code-vocab.ts',
    corpus: corpus.packages,
    pairs: pairs.length,
  }),
);
console.log(`${pairs.length} pairs, ${table.size} words -> ${out} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
if (!cache) rmSync(dir, { recursive: true, force: true });
