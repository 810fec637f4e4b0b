import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export interface EmbeddingCache {
  get(keys: string[]): Promise<Map<string, number[]>>;
  set(entries: Map<string, number[]>): Promise<void>;
  dispose(): Promise<void>;
}

/** Embeddings by `contentHash:model` in one libsql file, shared by every index of a data dir. */
export async function createLibsqlEmbeddingCache(opts: { path: string }): Promise<EmbeddingCache> {
  const { createClient } = await import('@libsql/client');
  mkdirSync(dirname(opts.path), { recursive: true });
  const db = createClient({ url: `file:${opts.path}` });
  await db.execute('PRAGMA journal_mode=WAL');
  await db.execute('CREATE TABLE IF NOT EXISTS embeddings (key TEXT PRIMARY KEY, vec TEXT NOT NULL)');
  return {
    async get(keys) {
      const out = new Map<string, number[]>();
      for (let i = 0; i < keys.length; i += 500) {
        const part = keys.slice(i, i + 500);
        const rs = await db.execute({
          sql: `SELECT key, vec FROM embeddings WHERE key IN (${part.map(() => '?').join(',')})`,
          args: part,
        });
        for (const r of rs.rows) out.set(String(r.key), JSON.parse(String(r.vec)) as number[]);
      }
      return out;
    },
    async set(entries) {
      const rows = [...entries];
      for (let i = 0; i < rows.length; i += 500) {
        const part = rows.slice(i, i + 500);
        await db.execute({
          sql: `INSERT OR REPLACE INTO embeddings (key, vec) VALUES ${part.map(() => '(?, ?)').join(',')}`,
          args: part.flatMap(([k, v]) => [k, JSON.stringify(v)]),
        });
      }
    },
    async dispose() {
      db.close();
    },
  };
}
