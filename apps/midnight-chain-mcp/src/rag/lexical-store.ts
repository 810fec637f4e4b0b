import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SearchHit, StoredChunk, VectorStore } from '@sextant/core-engine';
import { bm25Scores } from './bm25.js';

type Filter = Record<string, string | number | boolean>;
const matches = (c: StoredChunk, filter?: Filter) =>
  !filter || Object.entries(filter).every(([k, v]) => c.metadata[k] === v);
const cosine = (a: readonly number[], b: readonly number[]) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * (b[i] ?? 0);
    na += a[i]! ** 2;
    nb += (b[i] ?? 0) ** 2;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
};

/**
 * The app's fallback VectorStore: BM25 over chunks in memory, persisted to one JSON file.
 * Stands in until @sextant/vector-search (libsql FTS5 + vectors) is wired in deps.ts.
 */
export function createLexicalStore(opts: { path?: string } = {}): VectorStore & { load(): Promise<void> } {
  const chunks = new Map<string, StoredChunk>();
  let loaded = false;
  const load = async () => {
    if (loaded || !opts.path) return void (loaded = true);
    const text = await readFile(opts.path, 'utf8').catch(() => undefined);
    if (text) for (const c of JSON.parse(text) as StoredChunk[]) chunks.set(c.id, c);
    loaded = true;
  };
  const save = async () => {
    if (!opts.path) return;
    await mkdir(dirname(opts.path), { recursive: true });
    await writeFile(opts.path, JSON.stringify([...chunks.values()]));
  };
  const rank = (list: StoredChunk[], scores: number[], topK: number): SearchHit[] =>
    list
      .map((c, i) => ({ id: c.id, text: c.text, metadata: c.metadata, score: scores[i]! }))
      .filter((h) => h.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, topK);
  return {
    id: 'lexical-json',
    load,
    async upsert(batch) {
      await load();
      for (const c of batch) chunks.set(c.id, c);
      await save();
    },
    async delete(target) {
      await load();
      for (const c of [...chunks.values()])
        if ('ids' in target ? target.ids.includes(c.id) : matches(c, target.filter)) chunks.delete(c.id);
      await save();
    },
    async search(text, { topK, filter }) {
      await load();
      const list = [...chunks.values()].filter((c) => matches(c, filter));
      return rank(
        list,
        bm25Scores(
          text,
          list.map((c) => c.text),
        ),
        topK,
      );
    },
    async query(vector, { topK, filter }) {
      await load();
      const list = [...chunks.values()].filter((c) => matches(c, filter) && c.vector);
      return rank(
        list,
        list.map((c) => cosine(vector, c.vector!)),
        topK,
      );
    },
    async count(filter) {
      await load();
      return [...chunks.values()].filter((c) => matches(c, filter)).length;
    },
  };
}
