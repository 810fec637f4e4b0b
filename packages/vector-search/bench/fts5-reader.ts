// The FTS5 segment reader's hot path now and at a base commit, in one run on one store file: doclists of
// the common terms, row lengths, the bm25 top 100, and store.search p50/p95 with warm postings (scale.ts's
// 200 queries). Rounds alternate which goes first, searches alternate query by query; the answers of
// both are checked equal.
//   node --import tsx bench/fts5-reader.ts [--base <commit>] [--chunks 50000] [--rounds 7]
// The base defaults to dccee20, the tree before the reader moved to src/libsql/fts5/ (module-level state then).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import type { VectorStore } from '@sextant/core-engine';
import { createTermPostings } from '../src/libsql/fts5/term-postings.js';
import type { Postings } from '../src/libsql/fts5/bm25-top-k.js';
import { queryTerms } from '@sextant/core-engine/retrieval';
import { buildStore, median, pct, scaleChunks, scaleQueries } from './corpus.js';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : dflt;
};
const base = arg('base', 'dccee20');
const rounds = Number(arg('rounds', '7'));
const pkg = fileURLToPath(new URL('..', import.meta.url));

/** What is measured, from one source tree (the file layout of each). */
interface Reader {
  label: string;
  decode(db: ReturnType<typeof createClient>, term: string): Promise<unknown>;
  lengths(db: ReturnType<typeof createClient>): Promise<Uint32Array>;
  topK(input: { postings: Postings[]; lengths: Uint32Array; rows: number; avgLength: number; k: number }): unknown;
  store(path: string): Promise<VectorStore>;
}
const weights = [4, 2, 2, 1];

async function headReader(): Promise<Reader> {
  const doclist = await import('../src/libsql/fts5/doclist.js');
  const lengths = await import('../src/libsql/fts5/row-lengths.js');
  const topK = (await import('../src/libsql/fts5/bm25-top-k.js')).createBm25TopK();
  const { createLibsqlStore } = await import('../src/drivers/libsql.js');
  return {
    label: 'now',
    decode: (db, term) => doclist.readDoclist(db, 'chunks_fts', term, weights, {}),
    lengths: (db) => lengths.createRowLengths(db, 'chunks_fts').read(),
    topK,
    store: (path) => createLibsqlStore({ path }),
  };
}

/** The base commit's src, extracted beside a link to this package's node_modules so its imports resolve. */
async function baseReader(dir: string): Promise<Reader> {
  execFileSync('sh', ['-c', `git archive ${base} src | tar -x -C ${dir}`], { cwd: pkg });
  symlinkSync(join(pkg, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
  const doclist = await import(join(dir, 'src/libsql/fts5-doclist.ts'));
  const lengths = await import(join(dir, 'src/fts5-lengths.ts'));
  const topK = await import(join(dir, 'src/fts5-top-k.ts'));
  const { createLibsqlStore } = await import(join(dir, 'src/drivers/libsql.ts'));
  return {
    label: `base ${base}`,
    decode: (db, term) => doclist.readDoclist(db, 'chunks_fts', term, weights, {}),
    lengths: (db) => lengths.createRowLengths(db, 'chunks_fts').read(),
    topK: topK.fts5TopK,
    store: (path) => createLibsqlStore({ path }),
  };
}

const baseDir = mkdtempSync(join(tmpdir(), 'vs-bench-base-'));
const readers = [await baseReader(baseDir), await headReader()];
const chunks = scaleChunks(Number(arg('chunks', '50000')));
const built = await buildStore(chunks);
console.log(`fts5 reader: ${chunks.length} chunks stored in ${(built.ms / 1000).toFixed(1)} s; ${rounds} rounds`);
// Both stores open before the raw connection (opening one may write its schema check).
const stores: VectorStore[] = [];
for (const r of readers) stores.push(await r.store(built.path));
const db = createClient({ url: `file:${built.path}` });

// The common terms (the ones read from the segments) and the postings of every query's terms.
const vocab = await db.execute('SELECT term, doc FROM chunks_vocab WHERE doc >= 2500 ORDER BY doc DESC');
const common = vocab.rows.map((r) => String(r.term));
const counts = new Map(
  (await db.execute('SELECT term, doc, cnt FROM chunks_vocab')).rows.map((r) => [
    String(r.term),
    { rows: Number(r.doc), instances: Number(r.cnt) },
  ]),
);
const postings = createTermPostings(db, { weights: { symbol: 4, path: 2, doc: 2, body: 1 }, maxPostings: 1e8 });
const queryPostings: Postings[][] = [];
for (const q of scaleQueries) {
  const terms = queryTerms(q).filter((t) => counts.has(t));
  const got = await postings.get(terms, (t) => counts.get(t)!);
  queryPostings.push(terms.map((t) => got.get(t)!));
}
const lengthsNow = await readers[1]!.lengths(db);
const live = chunks.length;
const avgLength = lengthsNow.reduce((a, b) => a + b, 0) / live;

for (const s of stores) for (const q of scaleQueries) await s.search(q, { topK: 100 }); // warm postings
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Wall and CPU (this process: user + system) milliseconds of one call. */
async function timed<T>(fn: () => T | Promise<T>): Promise<{ out: T; wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const t = performance.now();
  const out = await fn();
  const wall = performance.now() - t;
  const used = process.cpuUsage(cpu);
  return { out, wall, cpu: (used.user + used.system) / 1000 };
}

// Every stage runs base and now in pairs at the finest grain it has (a term, a query, a read), the pair's
// order alternating, so both see the same load; CPU time besides wall time, as the machine is shared.
type Sums = { wall: number[]; cpu: number[] };
const stages = ['doclists', 'lengths', 'topK', 'search'] as const;
const figures = readers.map(() => ({
  doclists: { wall: [], cpu: [] } as Sums,
  lengths: { wall: [], cpu: [] } as Sums,
  topK: { wall: [], cpu: [] } as Sums,
  search: { wall: [], cpu: [] } as Sums,
}));
const searchWall: number[][] = readers.map(() => []);
const answers: unknown[][] = readers.map(() => []);
const pairs = async (
  stage: (typeof stages)[number],
  n: number,
  round: number,
  run: (i: number, j: number) => unknown,
) => {
  const sum = readers.map(() => ({ wall: 0, cpu: 0 }));
  for (let j = 0; j < n; j++)
    for (const i of (round + j) % 2 ? [1, 0] : [0, 1]) {
      const m = await timed(() => run(i, j));
      sum[i]!.wall += m.wall;
      sum[i]!.cpu += m.cpu;
      if (stage === 'search') searchWall[i]!.push(m.wall);
      if (round === 0) answers[i]!.push(m.out);
    }
  sum.forEach((s, i) => (figures[i]![stage].wall.push(s.wall), figures[i]![stage].cpu.push(s.cpu)));
};
const lengthsOf = readers.map(() => lengthsNow);
for (let round = 0; round < rounds; round++) {
  await pairs('doclists', common.length, round, (i, j) => readers[i]!.decode(db, common[j]!));
  await pairs('lengths', 1, round, async (i) => Array.from((lengthsOf[i] = await readers[i]!.lengths(db))));
  await pairs('topK', scaleQueries.length, round, (i, j) =>
    readers[i]!.topK({ postings: queryPostings[j]!, lengths: lengthsOf[i]!, rows: live, avgLength, k: 100 }),
  );
  await pairs('search', scaleQueries.length, round, (i, j) => stores[i]!.search(scaleQueries[j]!, { topK: 100 }));
}

console.log(`  answers equal (doclists, lengths, top 100s, hits): ${same(answers[0], answers[1])}`);
const row = (label: string, [a, b]: number[]) =>
  console.log(
    `  ${label.padEnd(58)} base ${a!.toFixed(2).padStart(8)}  now ${b!.toFixed(2).padStart(8)}  now/base ${(b! / a!).toFixed(3)}`,
  );
const labels = {
  doclists: `doclists of the ${common.length} common terms`,
  lengths: 'row lengths, one full read',
  topK: `bm25 top 100 of ${scaleQueries.length} queries`,
  search: `store.search warm, top 100, ${scaleQueries.length} queries`,
};
for (const s of stages)
  for (const k of ['wall', 'cpu'] as const)
    row(
      `${labels[s]}: ${k} ms (median round)`,
      figures.map((f) => median(f[s][k])),
    );
for (const p of [50, 95])
  row(
    `store.search warm, top 100: p${p} wall ms`,
    searchWall.map((w) =>
      pct(
        [...w].sort((a, b) => a - b),
        p,
      ),
    ),
  );
console.log(
  `  load average: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);

await Promise.all(stores.map((s) => s.dispose?.()));
db.close();
rmSync(built.dir, { recursive: true, force: true });
rmSync(baseDir, { recursive: true, force: true });
