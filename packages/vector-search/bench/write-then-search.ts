// A one-row write, then the first search after it, now and at a base commit, on one store file: the
// snapshot a search ranks by is read again after every write (corpus-stats.ts). Each edit replaces one
// row (a new marker name in its text) and searches that name, then a fixed query whose terms the last
// snapshot held. Readers take turns by round on the same file; the answers of both are checked equal.
//   node --import tsx bench/write-then-search.ts --db FILE (a copy: the edits write into it; e.g. a
//   latency-curves cache's index.db) [--base 39038fc] [--rounds 3] [--edits 5]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VectorStore } from '@sextant/core-engine';
import { createLibsqlStore } from '../src/drivers/libsql.js';
import { median } from './corpus.js';

const arg = (name: string, dflt?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : dflt;
};
const path = arg('db');
if (!path) throw new Error('pass --db FILE (a copy of a store file: the edits write into it)');
const base = arg('base', '39038fc')!;
const rounds = Number(arg('rounds', '3'));
const edits = Number(arg('edits', '5'));
const pkg = fileURLToPath(new URL('..', import.meta.url));
const fixed = 'parse the configuration options';

type Open = (path: string) => Promise<VectorStore>;
const head: Open = (p) => createLibsqlStore({ path: p });
const baseDir = mkdtempSync(join(tmpdir(), 'vs-bench-base-'));
execFileSync('sh', ['-c', `git archive ${base} src | tar -x -C ${baseDir}`], { cwd: pkg });
symlinkSync(join(pkg, 'node_modules'), join(baseDir, 'node_modules'));
writeFileSync(join(baseDir, 'package.json'), '{ "type": "module" }');
const atBase: Open = async (p) =>
  (
    (await import(join(baseDir, 'src/drivers/libsql.ts'))) as { createLibsqlStore: typeof createLibsqlStore }
  ).createLibsqlStore({ path: p });
const readers = [
  { label: `base ${base}`, open: atBase },
  { label: 'now', open: head },
];

const cpuMs = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
};
const figures = new Map<string, Record<string, number[]>>();
const answers = new Map<string, string[]>();
let edit = 0;
for (let round = 0; round < rounds; round++)
  for (const r of round % 2 ? [...readers].reverse() : readers) {
    const store = await r.open(path);
    await store.search(fixed, { topK: 10 });
    const f = figures.get(r.label) ?? { write: [], search: [], searchCpu: [], fixed: [], fixedCpu: [] };
    const seen = answers.get(r.label) ?? [];
    for (let i = 0; i < edits; i++, edit++) {
      const name = `benchWriteThenSearch${edit % edits}Marker`;
      let t = performance.now();
      await store.upsert([
        { id: 'bench/edit.ts:1-3', text: `export function ${name}() {}`, metadata: { path: 'bench/edit.ts' } },
      ]);
      f.write!.push(performance.now() - t);
      t = performance.now();
      let cpu = process.cpuUsage();
      const hits = await store.search(name, { topK: 10 });
      f.search!.push(performance.now() - t);
      f.searchCpu!.push(cpuMs(cpu));
      if (hits[0]?.id !== 'bench/edit.ts:1-3') throw new Error(`${r.label}: ${name} not found first`);
      t = performance.now();
      cpu = process.cpuUsage();
      const again = await store.search(fixed, { topK: 10 });
      f.fixed!.push(performance.now() - t);
      f.fixedCpu!.push(cpuMs(cpu));
      seen.push(JSON.stringify([hits, again]));
    }
    figures.set(r.label, f);
    answers.set(r.label, seen);
    await store.delete({ ids: ['bench/edit.ts:1-3'] });
    await store.dispose?.();
  }
const [a, b] = readers.map((r) => answers.get(r.label)!.join('\n'));
console.log(
  `answers ${a === b ? 'equal' : 'DIFFER'}; ${edits} edits x ${rounds} rounds; load ${loadavg()[0]!.toFixed(1)}`,
);
console.log(
  '| reader | write ms | search after ms | its CPU ms | fixed query after ms | its CPU ms |\n|---|---|---|---|---|---|',
);
for (const r of readers) {
  const f = figures.get(r.label)!;
  const m = (k: string) => median(f[k]!).toFixed(1);
  console.log(`| ${r.label} | ${m('write')} | ${m('search')} | ${m('searchCpu')} | ${m('fixed')} | ${m('fixedCpu')} |`);
}
