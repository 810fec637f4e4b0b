import { createHash } from 'node:crypto';
import type { Embedder, StoredChunk, VectorStore } from '@sextant/core-engine';
import type { SearchHit } from '@sextant/core-engine/ports';
import { queryTerms, reciprocalRankFusion } from '@sextant/core-engine/retrieval';
import type { EmbeddingCache } from '../embedders/cache.js';
import type { KnowledgeChunk } from './chunker.js';
import type { KnowledgeHit, KnowledgeStatus, LocalKnowledge } from './knowledge-base.js';
import { snippet } from './snippet.js';

/** The store and embedder a knowledge base runs on; opened on first use. */
export interface KnowledgeBackend {
  store: VectorStore;
  embedder: Embedder;
  /** Vectors by content hash and model, so re-indexing a new commit embeds only the chunks that changed. */
  cache?: EmbeddingCache;
}

export interface StoreKnowledgeOptions {
  /** Opens the backend; called once, on the first search, status or index call. */
  open: () => Promise<KnowledgeBackend>;
  /** Chunks embedded per request when the embedder has vectors. @default 64 */
  embedBatch?: number;
  /**
   * Id of the row listing the indexed repos. It lives in the store itself, so servers sharing one Chroma collection
   * see the same status; keep it fixed for a store once written. @default 'knowledge:manifest'
   */
  manifestId?: string;
}

const MANIFEST_KIND = 'manifest';

/**
 * The knowledge base over a `@sextant/vector-search` store: FTS5/Chroma BM25 over code-aware tokens, plus vector
 * search when an embedder is configured, merged by reciprocal rank fusion. Incremental by commit per repository.
 */
export function createStoreKnowledge(opts: StoreKnowledgeOptions): LocalKnowledge {
  let backend: Promise<KnowledgeBackend> | undefined;
  const open = () => {
    backend ??= opts.open();
    backend.catch(() => (backend = undefined));
    return backend;
  };
  const embedBatch = opts.embedBatch ?? 64;
  const manifestId = opts.manifestId ?? 'knowledge:manifest';
  let writes: Promise<unknown> = Promise.resolve();

  async function readManifest(store: VectorStore): Promise<KnowledgeStatus['repos']> {
    const [row] = (await store.get?.([manifestId])) ?? [];
    return row ? (JSON.parse(row.text) as KnowledgeStatus['repos']) : [];
  }

  // Writes are serialized: two index calls at once must not lose each other's manifest entry.
  function writeRepo(store: VectorStore, repo: string, rows: StoredChunk[], entry?: KnowledgeStatus['repos'][number]) {
    const write = writes.then(async () => {
      await store.delete({ filter: { repo } });
      if (rows.length) await store.upsert(rows);
      // The manifest goes last: a repo counts as indexed at a commit only once its chunks are stored.
      const repos = [...(await readManifest(store)).filter((r) => r.repo !== repo), ...(entry ? [entry] : [])];
      await store.upsert([{ id: manifestId, text: JSON.stringify(repos), metadata: { kind: MANIFEST_KIND } }]);
    });
    writes = write.catch(() => undefined);
    return write;
  }

  return {
    async search(q) {
      const { store, embedder } = await open();
      const filter = {
        kind: q.kind,
        ...(q.repo ? { repo: q.repo } : {}),
        ...(q.language ? { language: q.language } : {}),
      };
      // Stores filter by exact value; the path filter is a substring, so it works on a wider candidate pool.
      const topK = q.path ? Math.max(200, q.limit * 20) : q.limit * 3;
      const keep = (h: SearchHit) => !q.path || String(h.metadata.path).includes(q.path);
      const lexical = (await store.search(q.query, { topK, filter })).filter(keep);
      const vector =
        embedder.id !== 'none'
          ? (await store.query((await embedder.embed([q.query]))[0] ?? [], { topK, filter })).filter(keep)
          : [];
      const byId = new Map([...vector, ...lexical].map((h) => [h.id, h]));
      const lists = [{ signal: 'lexical', weight: 1, ids: lexical.map((h) => h.id) }];
      if (vector.length) lists.push({ signal: 'vector', weight: 1, ids: vector.map((h) => h.id) });
      const terms = new Set(queryTerms(q.query));
      return reciprocalRankFusion(lists)
        .slice(0, q.limit)
        .map((f) => toKnowledgeHit(byId.get(f.id)!, f.score, terms));
    },
    async status() {
      const { store, embedder } = await open();
      const model = embedder.id === 'none' ? {} : { model: embedder.model };
      return { repos: await readManifest(store), backend: { store: store.id, embedder: embedder.id, ...model } };
    },
    async commitOf(repo) {
      return (await this.status()).repos.find((r) => r.repo === repo)?.commit ?? null;
    },
    async replaceRepo(repo, ref, commit, chunks, { signal } = {}) {
      const { store, embedder, cache } = await open();
      const rows = chunks.map((c, i) => toStoredChunk(c, i, ref, commit));
      // Not `dimension`: an OpenAI-compatible embedder learns it from its first answer.
      if (embedder.id !== 'none') await embedRows(rows, embedder, cache, embedBatch, signal);
      await writeRepo(store, repo, rows, {
        repo,
        ref,
        commit,
        indexedAt: new Date().toISOString(),
        chunks: chunks.length,
      });
    },
    async removeRepo(repo) {
      if ((await this.commitOf(repo)) === null) return;
      await writeRepo((await open()).store, repo, []);
    },
    async dispose() {
      const b = backend;
      backend = undefined;
      const opened = await b?.catch(() => undefined);
      await opened?.store.dispose?.();
      await opened?.cache?.dispose();
    },
  };
}

async function embedRows(
  rows: StoredChunk[],
  embedder: Embedder,
  cache: EmbeddingCache | undefined,
  batchSize: number,
  signal?: AbortSignal,
): Promise<void> {
  const inputs = rows.map((r) => `${r.metadata.path}\n${r.text}`);
  const keys = inputs.map((t) => `${createHash('sha256').update(t).digest('hex')}:${embedder.model}`);
  const cached = (await cache?.get(keys)) ?? new Map<string, number[]>();
  const missing = rows.flatMap((_, i) => (cached.has(keys[i]!) ? [] : [i]));
  const fresh = new Map<string, number[]>();
  for (let i = 0; i < missing.length; i += batchSize) {
    signal?.throwIfAborted();
    const part = missing.slice(i, i + batchSize);
    const vectors = await embedder.embed(
      part.map((j) => inputs[j]!),
      { signal },
    );
    part.forEach((j, k) => fresh.set(keys[j]!, vectors[k]!));
  }
  if (fresh.size) await cache?.set(fresh);
  rows.forEach((r, i) => (r.vector = cached.get(keys[i]!) ?? fresh.get(keys[i]!)));
}

function toStoredChunk(c: KnowledgeChunk, i: number, ref: string, commit: string): StoredChunk {
  return {
    id: `${c.repo}:${c.path}#${i}`,
    text: c.text,
    metadata: {
      repo: c.repo,
      ref,
      commit,
      path: c.path,
      language: c.language,
      kind: c.kind,
      start_line: c.startLine,
      end_line: c.endLine,
      ...(c.symbol ? { symbol: c.symbol } : {}),
      ...(c.doc ? { doc: c.doc } : {}),
      url: `https://github.com/${c.repo}/blob/${commit}/${c.path}#L${c.startLine}-L${c.endLine}`,
    },
  };
}

function toKnowledgeHit(h: SearchHit, score: number, terms: Set<string>): KnowledgeHit {
  const m = h.metadata;
  return {
    repo: String(m.repo),
    path: String(m.path),
    startLine: Number(m.start_line),
    endLine: Number(m.end_line),
    language: String(m.language),
    snippet: snippet(h.text, terms),
    score: Math.round(score * 1e6) / 1e6,
    url: String(m.url),
    ...(typeof m.symbol === 'string' ? { symbol: m.symbol } : {}),
  };
}
