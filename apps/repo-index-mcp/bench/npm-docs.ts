// The npm docstring->function benchmark (CodeSearchNet method) built into a temp git repository: for each
// package of one split, its source files with every comment blanked out (lines kept), and one query per
// documented function: the first sentence of its JSDoc comment. Used by bench/npm-dev.ts and ask.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blankComments, blankRanges, docPairs, fetchPackages, readText, sourceFiles } from '../scripts/doc-pairs.js';
import type { DocPair } from '../scripts/doc-pairs.js';
import { commitAll } from './support.js';

export interface DocQuery {
  query: string;
  /** The function's name (ask_index questions check it is cited). */
  name: string;
  /** Every place the function is defined (a package may ship it twice). */
  gold: { path: string; line: number; endLine: number }[];
}

const lists = JSON.parse(readFileSync(fileURLToPath(new URL('./npm-dev-packages.json', import.meta.url)), 'utf8')) as {
  dev: string[];
  test: string[];
};

/** The first sentence of a description, when it has at least 3 words. */
function sentence(doc: string): string | undefined {
  const s = doc
    .split(/(?<=[a-z0-9)`'"])\.(?:\s|$)|\n/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  return s.split(' ').length >= 3 && s.length <= 200 ? s : undefined;
}

/**
 * Builds the split's corpus repository; `cache` keeps downloaded packages between runs. `keepOtherComments`
 * blanks only the queried functions' comments (the rest stay, as in a real repository), else every comment.
 */
export function buildNpmDocs(
  split: 'dev' | 'test',
  opts: { cache?: string; max?: number; keepOtherComments?: boolean } = {},
) {
  const work = join(tmpdir(), `npm-docs-${split}-${process.pid}`);
  const root = join(work, 'corpus');
  const roots = fetchPackages(lists[split], opts.cache ?? join(work, 'packages'));
  const byKey = new Map<string, DocQuery & { pairs: DocPair[] }>();
  const files: { path: string; file: string; text: string }[] = [];
  for (const pkgRoot of roots) {
    const found = sourceFiles(pkgRoot);
    // Prefer a package's sources (src/ or lib/) over its bundles, which repeat them.
    const main = ['src', 'lib'].find((d) => found.some((f) => relative(pkgRoot, f).startsWith(`${d}/`)));
    for (const file of found) {
      const rel = relative(pkgRoot, file);
      if (main && !rel.startsWith(`${main}/`)) continue;
      const path = `${pkgRoot.split('/').pop()}/${rel}`;
      const text = readText(file);
      files.push({ path, file, text });
      for (const p of docPairs(text, file)) {
        const query = sentence(p.doc);
        if (!query) continue;
        const q = byKey.get(query) ?? { query, name: p.name, gold: [], pairs: [] };
        q.gold.push({ path, line: p.line, endLine: p.endLine });
        q.pairs.push(p);
        byKey.set(query, q);
      }
    }
  }
  // Queries that several functions share ("Constructor.") say nothing about one function.
  const all = [...byKey.values()].filter((q) => q.gold.length === 1);
  const max = opts.max ?? 400;
  const step = Math.max(1, all.length / max);
  const queries = Array.from({ length: Math.min(max, all.length) }, (_, i) => all[Math.floor(i * step)]!);
  const blank = new Map<string, Map<number, number>>();
  for (const q of queries) {
    const ranges = blank.get(q.gold[0]!.path) ?? new Map<number, number>();
    ranges.set(q.pairs[0]!.comment.pos, q.pairs[0]!.comment.end);
    blank.set(q.gold[0]!.path, ranges);
  }
  for (const { path, file, text } of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    const out = opts.keepOtherComments ? blankRanges(text, blank.get(path) ?? new Map()) : blankComments(text, file);
    writeFileSync(join(root, path), out);
  }
  commitAll(root);
  return { work, root, queries: queries.map(({ query, name, gold }): DocQuery => ({ query, name, gold })) };
}

/** 1-based rank of the first result that overlaps a gold function, or 0. */
export function goldRank(
  q: DocQuery,
  results: readonly { path: string; start: number; end: number }[],
  k = 10,
): number {
  const i = results
    .slice(0, k)
    .findIndex((r) => q.gold.some((g) => g.path === r.path && r.start <= g.endLine && r.end >= g.line));
  return i + 1;
}
