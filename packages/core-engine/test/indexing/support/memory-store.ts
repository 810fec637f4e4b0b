import type { SearchHit, StagedFile, StoredChunk, VectorStore } from '../../../src/ports/vector-store.js';
import { queryTerms, tokenizeCode } from '../../../src/retrieval/tokenize.js';

/** A port-complete in-memory store: lexical = count of matching query terms (symbol hits count triple); `staging` adds staged writes. */
export function createMemoryStore(opts: { staging?: boolean } = {}): VectorStore & {
  rows: Map<string, StoredChunk>;
  staged: Map<string, StoredChunk>;
  stagedFiles: Map<string, StagedFile>;
} {
  const rows = new Map<string, StoredChunk>();
  const staged = new Map<string, StoredChunk>();
  const stagedFiles = new Map<string, StagedFile>();
  const match = (c: StoredChunk, f?: Record<string, unknown>) =>
    Object.entries(f ?? {}).every(([k, v]) => c.metadata[k] === v);
  return {
    id: 'memory',
    rows,
    staged,
    stagedFiles,
    ...(opts.staging
      ? {
          staging: {
            async stage(chunks: readonly StoredChunk[], files: readonly StagedFile[] = []) {
              for (const c of chunks) staged.set(c.id, { ...c });
              for (const f of files) stagedFiles.set(f.path, f);
            },
            async promote({ ids, all }: { ids: readonly string[]; all?: boolean }) {
              if (all) rows.clear();
              for (const id of ids) rows.delete(id);
              for (const [id, c] of staged) rows.set(id, c);
              staged.clear();
              stagedFiles.clear();
            },
            async discard(keep?: { paths: readonly string[] }) {
              const kept = new Set(keep?.paths ?? []);
              for (const p of stagedFiles.keys()) if (!kept.has(p)) stagedFiles.delete(p);
              for (const [id, c] of staged) if (!stagedFiles.has(String(c.metadata.path))) staged.delete(id);
            },
            async staged() {
              return [...stagedFiles.values()];
            },
          },
        }
      : {}),
    async upsert(chunks) {
      for (const c of chunks) rows.set(c.id, { ...c });
    },
    async delete(t) {
      if ('ids' in t) t.ids.forEach((id) => rows.delete(id));
      else for (const [id, c] of rows) if (match(c, t.filter)) rows.delete(id);
    },
    async search(text, { topK, filter }) {
      const terms = queryTerms(text);
      const hits: SearchHit[] = [];
      for (const c of rows.values()) {
        if (!match(c, filter)) continue;
        const body = new Set(tokenizeCode(c.text));
        const sym = new Set(tokenizeCode(String(c.metadata.symbol ?? '')));
        const score = terms.reduce((s, t) => s + (body.has(t) ? 1 : 0) + (sym.has(t) ? 3 : 0), 0);
        if (score > 0) hits.push({ id: c.id, text: c.text, metadata: c.metadata, score });
      }
      return hits.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1)).slice(0, topK);
    },
    async query() {
      return [];
    },
    async count(filter) {
      return [...rows.values()].filter((c) => match(c, filter)).length;
    },
    async get(ids) {
      return ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []));
    },
    async list({ offset, limit }) {
      return [...rows.values()].slice(offset, offset + limit);
    },
  };
}
