import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import type { StoredChunk } from '@sextant/core-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../../src/drivers/libsql.js';
import { defaultFieldWeights } from '../../../src/lexical/fields.js';
import { createTermPostings } from '../../../src/libsql/fts5/term-postings.js';
import type { TermCounts } from '../../../src/libsql/fts5/term-postings.js';

// The segment reader knows one FTS5 on-disk format: the one the installed libsql writes. Should an update
// write another, every term would quietly come through fts5vocab instead (the same answers, several times
// the cost). This test runs the store's own table on the installed libsql and fails loudly then.

/** The folder and version of an installed package, as Node resolves `name` from the file `from`. */
function installed(name: string, from: string): { dir: string; version: string } {
  for (let dir = dirname(createRequire(from).resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (dir.endsWith(name) && existsSync(pkg)) return { dir, version: JSON.parse(readFileSync(pkg, 'utf8')).version };
  }
  return { dir: '', version: 'unknown' };
}

const words = ['parse', 'load', 'save', 'render', 'user', 'config', 'cache', 'token', 'queue', 'report'];
let seed = 5;
const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
const text = (n: number) => Array.from({ length: n }, () => words[rand(words.length)]).join(' ');
const chunks: StoredChunk[] = Array.from({ length: 6000 }, (_, i) => ({
  id: `c${i}`,
  text: `function f${i % 300}() { ${text(4 + rand(60))} }`,
  metadata: {
    path: `src/${words[i % words.length]}/m${i % 50}.ts`,
    symbol: `f${i % 300}`,
    doc: rand(3) ? '' : text(5),
  },
}));

const dir = mkdtempSync(join(tmpdir(), 'vs-fts5-format-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('libsql fts5 format check', () => {
  it('reads every term from the segments on the installed libsql, never falling back to fts5vocab', async () => {
    const path = join(dir, 'store.db');
    // The store's own table: a segment per batch, merges, tombstones from deletes, rewritten rows.
    const store = await createLibsqlStore({ path, batchSize: 500 });
    await store.upsert(chunks);
    await store.delete({ ids: chunks.filter((_, i) => i % 7 === 0).map((c) => c.id) });
    await store.upsert(chunks.filter((_, i) => i % 13 === 0).map((c) => ({ ...c, text: `${c.text} token token` })));
    await store.dispose?.();

    const db = createClient({ url: `file:${path}` });
    const rs = await db.execute('SELECT term, doc, cnt FROM chunks_vocab');
    const counts = new Map<string, TermCounts>(
      rs.rows.map((r) => [String(r.term), { rows: Number(r.doc), instances: Number(r.cnt) }]),
    );
    const terms = [...counts.keys()];
    const fallbacks: string[] = [];
    const fromSegments = createTermPostings(db, {
      weights: defaultFieldWeights,
      maxPostings: 10_000_000,
      doclistRows: 1, // every term through the segment reader
      onFallback: (term, reason) => fallbacks.push(`${term}: ${reason}`),
    });
    const got = await fromSegments.get(terms, (t) => counts.get(t)!);
    const sqlite = String((await db.execute('SELECT sqlite_version() AS v')).rows[0]!.v);
    const client = installed('@libsql/client', fileURLToPath(import.meta.url));
    const engine = installed('libsql', join(client.dir, 'package.json'));
    expect(
      fallbacks,
      `FTS5's on-disk format changed under the segment reader (src/libsql/fts5/): on @libsql/client ${client.version}, ` +
        `libsql ${engine.version}, SQLite ${sqlite}, ${fallbacks.length} of ${terms.length} terms fell back to fts5vocab ` +
        `(${fallbacks.slice(0, 3).join('; ')}). Searches answer the same, but read every term the slow way: ` +
        `update the reader to the new format (SQLite's fts5_index.c) or pin @libsql/client back in pnpm-workspace.yaml.`,
    ).toEqual([]);
    expect(terms.length).toBeGreaterThan(100);
    expect(Math.max(...[...counts.values()].map((c) => c.rows))).toBeGreaterThan(2500); // common terms too

    // And what the segments gave is what fts5vocab gives.
    const viaVocab = createTermPostings(db, {
      weights: defaultFieldWeights,
      maxPostings: 10_000_000,
      doclistRows: Infinity,
    });
    const want = await viaVocab.get(terms, (t) => counts.get(t)!);
    for (const t of terms) {
      expect([...got.get(t)!.rids], t).toEqual([...want.get(t)!.rids]);
      expect([...got.get(t)!.freqs], t).toEqual([...want.get(t)!.freqs]);
    }
    db.close();
  }, 120_000);
});
