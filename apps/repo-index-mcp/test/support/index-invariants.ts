import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readStateFile } from '@sextant/core-engine/indexing';
import { libsqlEntry } from './chaos-procs.js';

type Db = { prepare(sql: string): { all(): Record<string, unknown>[]; get(): Record<string, unknown> }; close(): void };

/** A raw SQLite connection (no Sextant code) to an index database. */
export function openRaw(path: string): Db {
  const Database = createRequire(import.meta.url)(libsqlEntry()) as new (p: string) => Db;
  return new Database(path);
}

/** Whether a killed run left committed staging batches behind (staged_files not empty). */
export function stagedAfterKill(db: string): boolean {
  if (!existsSync(db)) return false;
  const raw = openRaw(db);
  try {
    return Number(raw.prepare('SELECT count(*) AS n FROM staged_files').get().n) > 0;
  } catch {
    return false; // killed before the schema was written
  } finally {
    raw.close();
  }
}

/**
 * What is wrong with an index after a run that finished: a file moved aside, `integrity_check` not ok,
 * the store not holding the chunks the state lists, staged rows left behind. Empty when it is sound.
 */
export function indexProblems(db: string, dir: string): string[] {
  const problems: string[] = [];
  const damaged = readdirSync(dir).filter((f) => f.includes('.damaged-'));
  if (damaged.length) problems.push(`moved aside ${damaged}`);
  const raw = openRaw(db);
  try {
    const integrity = raw
      .prepare('PRAGMA integrity_check')
      .all()
      .map((r) => String(Object.values(r)[0]));
    if (integrity.join() !== 'ok') problems.push(`integrity_check ${integrity.slice(0, 3)}`);
    const stored = Number(raw.prepare('SELECT count(*) AS n FROM chunks').get().n);
    const staged = Number(raw.prepare('SELECT count(*) AS n FROM chunks_staged').get().n);
    const state = readStateFile(dir);
    if (!state) throw new Error('no state file');
    let listed = 0;
    for (const f of Object.values(state.files)) listed += f.chunks.length;
    if (stored !== listed) problems.push(`the store holds ${stored} chunks where the state lists ${listed}`);
    if (staged) problems.push(`${staged} staged rows left after a finished run`);
  } catch (e) {
    problems.push((e as Error).message);
  } finally {
    raw.close();
  }
  return problems;
}
