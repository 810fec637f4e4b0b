import type { StoredChunk, VectorStore } from '@sextant/core-engine';
import type { SearchHit, SearchOptions } from '@sextant/core-engine/ports';
import type * as Chroma from 'chromadb';
import { AppError, importOptional } from '@sextant/core-engine';
import { createLexicalFields, defaultFieldWeights } from '../lexical/fields.js';
import type { FieldWeights } from '../lexical/fields.js';
import { queryTerms } from '@sextant/core-engine/retrieval';
import { rankLexical } from './chroma-lexical.js';

export interface ChromaStoreOptions {
  /** Chroma server URL, e.g. `http://localhost:8000` (CHROMA_URL). */
  url: string;
  /** Collection name (3+ characters). */
  collection: string;
  /** BM25 field weights for the lexical ranking. */
  fieldWeights?: Partial<FieldWeights>;
  /** Candidates fetched per lexical query before ranking. @default 2000 */
  lexicalCandidates?: number;
}

type Meta = Record<string, string | number | boolean | null>;
const HAS_VECTOR = '_v';
const LEXICAL = '_lex';
const TEXT = '_text';
type Where = Record<string, unknown>;

function toWhere(filter: SearchOptions['filter'], extra?: Where): Where | undefined {
  const clauses: Where[] = Object.entries(filter ?? {}).map(([k, v]) => ({ [k]: { $eq: v } }));
  if (extra) clauses.push(extra);
  if (clauses.length === 0) return undefined;
  return clauses.length === 1 ? clauses[0] : { $and: clauses };
}

/** chromadb is an optional peer (its native bindings are large): loaded on first use, named when missing. */
const loadChroma = (): Promise<typeof Chroma> =>
  importOptional(() => import('chromadb'), {
    feature: 'VECTOR_STORE=chroma',
    peers: ['chromadb'],
    owner: '@sextant/vector-search',
    instead: 'or use VECTOR_STORE=libsql',
  });

/**
 * Chroma driver for teams and scale-out. Chroma has no BM25, so lexical search fetches candidates
 * containing a query term and ranks them with BM25 over the same code-aware fields as libsql.
 * Chunks without vectors carry a one-dimensional placeholder and are excluded from vector queries.
 */
export async function createChromaStore(opts: ChromaStoreOptions): Promise<VectorStore> {
  const { ChromaClient } = await loadChroma();
  const u = new URL(opts.url);
  const client = new ChromaClient({
    host: u.hostname,
    port: Number(u.port || (u.protocol === 'https:' ? 443 : 80)),
    ssl: u.protocol === 'https:',
  });
  const weights = { ...defaultFieldWeights, ...opts.fieldWeights };
  const wrap = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (cause) {
      if (cause instanceof AppError) throw cause;
      throw new AppError('UPSTREAM', `Chroma ${what} failed: ${(cause as Error).message}`, {
        hint: `Check that a Chroma server runs at ${opts.url} (CHROMA_URL).`,
        cause,
      });
    }
  };
  const col = await wrap('connect', () =>
    client.getOrCreateCollection({
      name: opts.collection,
      embeddingFunction: null as never,
      metadata: { 'hnsw:space': 'cosine' },
    }),
  );

  // Chroma needs a vector per record: chunks without one get a placeholder of the collection's dimension.
  let dimension = Number(col.metadata?.dimension ?? 0);
  const lexicalFields = createLexicalFields();
  const placeholder = () => Array.from({ length: Math.max(1, dimension) }, (_, i) => (i === 0 ? 1 : 0));

  const toHit = (
    id: string,
    doc: string | null | undefined,
    meta: Meta | null | undefined,
    score: number,
  ): SearchHit => {
    const metadata: Meta = { ...(meta ?? {}) };
    delete metadata[HAS_VECTOR];
    delete metadata[LEXICAL];
    delete metadata[TEXT];
    return { id, text: String(meta?.[TEXT] ?? doc ?? ''), metadata, score };
  };

  return {
    id: 'chroma',
    async upsert(chunks: readonly StoredChunk[]) {
      const dim = chunks.find((c) => c.vector?.length)?.vector?.length ?? 0;
      if (dim && dim !== dimension) {
        if (dimension) {
          throw new AppError('INVALID_INPUT', `This collection holds ${dimension}-dimensional vectors, got ${dim}.`, {
            hint: 'Use the embedder the index was built with, or rebuild the index.',
          });
        }
        dimension = dim;
        await wrap('modify', () => col.modify({ metadata: { ...col.metadata, dimension } }));
      }
      for (let i = 0; i < chunks.length; i += 200) {
        const batch = chunks.slice(i, i + 200);
        await wrap('upsert', () =>
          col.upsert({
            ids: batch.map((c) => c.id),
            // The document is the tokenized text, so `$contains` finds stemmed terms; the raw text rides in metadata.
            documents: batch.map((c) => Object.values(lexicalFields(c)).join(' ')),
            embeddings: batch.map((c) => (c.vector && c.vector.length ? Array.from(c.vector) : placeholder())),
            metadatas: batch.map((c) => {
              const f = lexicalFields(c);
              const extra = { [HAS_VECTOR]: Boolean(c.vector?.length), [LEXICAL]: JSON.stringify(f), [TEXT]: c.text };
              return { ...c.metadata, ...extra } as Meta;
            }),
          }),
        );
      }
    },
    async delete(target) {
      if ('ids' in target) {
        if (target.ids.length) await wrap('delete', () => col.delete({ ids: [...target.ids] }));
        return;
      }
      await wrap('delete', () => col.delete({ where: toWhere(target.filter) as never }));
    },
    async search(text, { topK, filter }) {
      const terms = queryTerms(text);
      if (terms.length === 0) return [];
      const total = await wrap('count', () => col.count());
      const where = toWhere(filter);
      const res = await wrap('get', () =>
        col.get({
          where: where as never,
          whereDocument: (terms.length === 1
            ? { $contains: terms[0] }
            : { $or: terms.map((t) => ({ $contains: t })) }) as never,
          limit: opts.lexicalCandidates ?? 2000,
          include: ['documents', 'metadatas'] as never,
        }),
      );
      const docs = res.ids.map((id, i) => ({ id, meta: res.metadatas[i] as Meta, doc: res.documents[i] }));
      const ranked = rankLexical(
        docs.map((d) => ({ id: d.id, fields: JSON.parse(String(d.meta?.[LEXICAL] ?? '{}')) })),
        terms,
        weights,
        total,
      );
      const byId = new Map(docs.map((d) => [d.id, d]));
      return ranked.slice(0, topK).map((r) => {
        const d = byId.get(r.id)!;
        return toHit(d.id, d.doc, d.meta, r.score);
      });
    },
    async query(vector, { topK, filter }) {
      const res = await wrap('query', () =>
        col.query({
          queryEmbeddings: [Array.from(vector)],
          nResults: topK,
          where: toWhere(filter, { [HAS_VECTOR]: { $eq: true } }) as never,
          include: ['documents', 'metadatas', 'distances'] as never,
        }),
      );
      const ids = res.ids[0] ?? [];
      return ids.map((id, i) =>
        toHit(id, res.documents[0]?.[i], res.metadatas[0]?.[i] as Meta, 1 - Number(res.distances[0]?.[i] ?? 1)),
      );
    },
    async get(ids) {
      if (ids.length === 0) return [];
      const res = await wrap('get', () => col.get({ ids: [...ids], include: ['documents', 'metadatas'] as never }));
      return res.ids.map((id, i) => {
        const h = toHit(id, res.documents[i], res.metadatas[i] as Meta, 0);
        return { id, text: h.text, metadata: h.metadata };
      });
    },
    async list({ offset, limit }) {
      const res = await wrap('get', () => col.get({ offset, limit, include: ['documents', 'metadatas'] as never }));
      return res.ids.map((id, i) => {
        const h = toHit(id, res.documents[i], res.metadatas[i] as Meta, 0);
        return { id, text: h.text, metadata: h.metadata };
      });
    },
    async count(filter) {
      if (!filter || Object.keys(filter).length === 0) return wrap('count', () => col.count());
      const res = await wrap('get', () => col.get({ where: toWhere(filter) as never, include: [] as never }));
      return res.ids.length;
    },
  };
}
