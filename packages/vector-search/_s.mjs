// Statement shapes for staged-row inserts, alternated in rounds within one process; CPU ms per variant.
import { createClient } from '@libsql/client';
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
const lines = readFileSync('/tmp/store20/batches.jsonl', 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const chunks = lines.flatMap((l) => l.chunks);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const TABLE = process.env.TABLE ?? 'rows';
async function run(rowsPer, txRows, conf) {
  const dir = mkdtempSync(join(tmpdir(), 'sh-'));
  const db = createClient({ url: `file:${join(dir, 'i.db')}` });
  for (const p of ['PRAGMA journal_mode=WAL', 'PRAGMA synchronous=NORMAL', 'PRAGMA cache_size=-65536']) await db.execute(p);
  await db.execute('CREATE TABLE s (rid INTEGER PRIMARY KEY, id TEXT NOT NULL, meta TEXT NOT NULL, text TEXT NOT NULL)');
  await db.execute("CREATE VIRTUAL TABLE f USING fts5(symbol, path, doc, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')");
  for (const c of (conf ?? '').split(';').filter(Boolean)) { const [k, v] = c.split(':'); await db.execute(`INSERT INTO f(f, rank) VALUES('${k}', ${v})`); }
  const c0 = cpu();
  let rid = 1;
  for (let i = 0; i < chunks.length; i += txRows) {
    await db.execute('BEGIN IMMEDIATE');
    const tx = chunks.slice(i, i + txRows);
    for (let k = 0; k < tx.length; k += rowsPer) {
      const p = tx.slice(k, k + rowsPer);
      const r0 = rid; rid += p.length;
      if (TABLE === 'rows') await db.execute({ sql: `INSERT INTO s (rid, id, meta, text) VALUES ${p.map(() => '(?, ?, ?, ?)').join(',')}`, args: p.flatMap((c, j) => [r0 + j, c.id, JSON.stringify(c.metadata), c.text]) });
      else await db.execute({ sql: `INSERT INTO f (rowid, symbol, path, doc, body) VALUES ${p.map(() => '(?, ?, ?, ?, ?)').join(',')}`, args: p.flatMap((c, j) => [r0 + j, c.lexical.symbol, c.lexical.path, c.lexical.doc, c.lexical.body]) });
    }
    await db.execute('COMMIT');
  }
  const ms = cpu() - c0;
  db.close(); rmSync(dir, { recursive: true, force: true });
  return ms;
}
const variants = (process.env.V ?? '100x1000,250x1000,500x1000,1000x1000,2000x2000').split(',').map((v) => { const [a, b] = v.split('x'); const [t, conf] = b.split('/'); return [Number(a), Number(t), conf]; });
const res = new Map();
for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++)
  for (const [r, t, c] of variants) { const ms = await run(r, t, c); const k = `${r}x${t}/${c ?? ''}`; res.set(k, [...(res.get(k) ?? []), ms]); }
for (const [k, v] of res) console.log(TABLE, k.padEnd(40), 'min', Math.min(...v).toFixed(0), 'all', v.map((x) => x.toFixed(0)).join(' '));
