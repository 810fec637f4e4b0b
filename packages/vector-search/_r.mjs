// Replays captured staged batches into a fresh file with statement-shape variants; prints CPU/wall per phase.
import { createClient } from '@libsql/client';
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
const E = process.env;
const ROWS = Number(E.ROWS ?? 500), TXROWS = Number(E.TX ?? 1000), MODE = E.MODE ?? 'values', PROMO = E.PROMO ?? 'copy';
const lines = readFileSync('/tmp/store20/batches.jsonl', 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
let chunks = lines.flatMap((l) => l.chunks); const files = lines.flatMap((l) => l.files);
const dir = mkdtempSync(join(tmpdir(), 'rp-'));
const db = createClient({ url: `file:${join(dir, 'i.db')}` });
for (const p of ['PRAGMA journal_mode=WAL','PRAGMA busy_timeout=10000','PRAGMA synchronous=NORMAL','PRAGMA cache_size=-65536', ...(E.PRAGMAS ? E.PRAGMAS.split(';').map((p) => 'PRAGMA ' + p) : [])]) await db.execute(p);
await db.execute('CREATE TABLE chunks (rid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, text TEXT NOT NULL, meta TEXT NOT NULL)');
await db.execute("CREATE INDEX chunks_path ON chunks(json_extract(meta, '$.path'))");
await db.execute('CREATE TABLE chunks_staged (rid INTEGER PRIMARY KEY, id TEXT NOT NULL, text TEXT NOT NULL, meta TEXT NOT NULL)');
await db.execute('CREATE TABLE staged_files (path TEXT PRIMARY KEY, hash TEXT NOT NULL, data TEXT NOT NULL)');
await db.execute("CREATE VIRTUAL TABLE chunks_fts USING fts5(symbol, path, doc, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')");
for (const c of (E.FTSCONF ?? '').split(';').filter(Boolean)) { const [k, v] = c.split('='); await db.execute({ sql: 'INSERT INTO chunks_fts(chunks_fts, rank) VALUES(?, ?)', args: [k, Number(v)] }); }
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const ph = {}; const time = async (name, fn) => { const c = cpu(), t = performance.now(); await fn(); ph[name] = (ph[name] ?? [0, 0]); ph[name][0] += performance.now() - t; ph[name][1] += cpu() - c; };
let rid = 1;
const fl = (c) => c.lexical;
async function writeRows(part) {
  const rids = part.map(() => rid++);
  if (MODE === 'values') {
    for (let i = 0; i < part.length; i += ROWS) {
      const p = part.slice(i, i + ROWS), r = rids.slice(i, i + ROWS);
      await time('rows', () => db.execute({ sql: `INSERT INTO chunks_staged (rid, id, text, meta) VALUES ${p.map(() => '(?, ?, ?, ?)').join(',')}`, args: p.flatMap((c, j) => [r[j], c.id, c.text, JSON.stringify(c.metadata)]) }));
      await time('fts', () => db.execute({ sql: `INSERT INTO chunks_fts (rowid, symbol, path, doc, body) VALUES ${p.map(() => '(?, ?, ?, ?, ?)').join(',')}`, args: p.flatMap((c, j) => { const f = fl(c); return [r[j], f.symbol, f.path, f.doc, f.body]; }) }));
    }
  } else {
    await time('rows', () => db.execute({ sql: "INSERT INTO chunks_staged (rid, id, text, meta) SELECT value->>0, value->>1, value->>2, value->>3 FROM json_each(?)", args: [JSON.stringify(part.map((c, j) => [rids[j], c.id, c.text, JSON.stringify(c.metadata)]))] }));
    await time('fts', () => db.execute({ sql: "INSERT INTO chunks_fts (rowid, symbol, path, doc, body) SELECT value->>0, value->>1, value->>2, value->>3, value->>4 FROM json_each(?)", args: [JSON.stringify(part.map((c, j) => { const f = fl(c); return [rids[j], f.symbol, f.path, f.doc, f.body]; }))] }));
  }
}
const fpb = Math.max(1, Math.round(files.length * TXROWS / chunks.length));
const c0 = cpu(), t0 = performance.now();
let fi = 0;
for (let i = 0; i < chunks.length; i += TXROWS) {
  await time('tx', async () => {
    await db.execute('BEGIN IMMEDIATE');
    await writeRows(chunks.slice(i, i + TXROWS));
    const fs = files.slice(fi, fi + fpb); fi += fpb;
    await time('files', async () => { for (let k = 0; k < fs.length; k += 500) { const p = fs.slice(k, k + 500); await db.execute({ sql: `INSERT OR REPLACE INTO staged_files (path, hash, data) VALUES ${p.map(() => '(?, ?, ?)').join(',')}`, args: p.flatMap((f) => [f.path, f.hash, f.data]) }); } });
    await time('commit', () => db.execute('COMMIT'));
  });
}
const stageMs = [performance.now() - t0, cpu() - c0];
await time('promote', async () => {
  await db.execute('BEGIN IMMEDIATE');
  await time('p:dedupe', () => db.execute('DELETE FROM chunks_staged WHERE rid NOT IN (SELECT max(rid) FROM chunks_staged GROUP BY id)'));
  if (PROMO === 'copy') {
    await time('p:copy', () => db.execute('INSERT INTO chunks (rid, id, text, meta) SELECT rid, id, text, meta FROM chunks_staged'));
    await time('p:delstaged', () => db.execute('DELETE FROM chunks_staged'));
  } else {
    for (const s of [`DROP TABLE chunks`, `ALTER TABLE chunks_staged RENAME TO chunks`, `CREATE UNIQUE INDEX chunks_id ON chunks(id)`, `CREATE INDEX chunks_path ON chunks(json_extract(meta, '$.path'))`, `CREATE TABLE chunks_staged (rid INTEGER PRIMARY KEY, id TEXT NOT NULL, text TEXT NOT NULL, meta TEXT NOT NULL)`]) await time('swap:'+s.slice(0,12), () => db.execute(s));
  }
  await time('p:delfiles', () => db.execute('DELETE FROM staged_files'));
  await time('p:commit', () => db.execute('COMMIT'));
});
await time('checkpoint', () => db.execute('PRAGMA wal_checkpoint(TRUNCATE)'));
const f = (x) => `${x[0].toFixed(0)}ms/${x[1].toFixed(0)}cpu`;
console.log(`${MODE} rows=${ROWS} tx=${TXROWS} promo=${PROMO} P=${E.PRAGMAS ?? ''} F=${E.FTSCONF ?? ''} | stage ${f(stageMs)} | ${Object.entries(ph).map(([k, v]) => `${k} ${f(v)}`).join(' ')} | chunks ${chunks.length} datajson ${(files.reduce((n, f) => n + f.data.length, 0) / 1e6).toFixed(1)}MB`);
db.close(); rmSync(dir, { recursive: true, force: true });
