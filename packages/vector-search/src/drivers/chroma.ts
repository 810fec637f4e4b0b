import type { StoredChunk, VectorStore } from '@sextant/core-engine';
import type { SearchOptions } from '@sextant/core-engine/ports';
import type * as Chroma from 'chromadb';
import { AppError, importOptional } from '@sextant/core-engine';
import type { FieldWeights } from '../lexical/fields.js';
import { createLexicalMirror } from './chroma-mirror.js';

export interface ChromaStoreOptions {
  /** Chroma server URL, e.g. `http://localhost:8000` (CHROMA_URL). */
  url: string;
  /** Collection name (3+ characters). */
  collection: string;
  /** BM25 field weights for the lexical ranking. */
  fieldWeights?: Partial<FieldWeights>;
  /**
   * The local lexical index: a libsql file mirroring the collection's text, reloaded from the collection
   * when another process wrote to it. @default ':memory:' (loaded from the collection when first used)
   */
  lexicalPath?: string;
  /** How long a check that the mirror is current serves later calls (another process's writes show after it). @default 1000 */
  markTtlMs?: number;
}

type Meta = Record<string, string | number | boolean | null>;
const HAS_VECTOR = '_v';
// Written by earlier versions (tokenized documents, raw text in metadata); read when present.
const OLD_FIELDS = ['_lex', '_text'];
const TEXT = '_text';
/** The collection metadata key holding the mark of the last write (see `createLexicalMirror`). */
const MARK = 'sextant:mark';
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

const toChunk = (id: string, doc: string | null | undefined, meta: Meta | null | undefined): StoredChunk => {
  const metadata: Meta = { ...(meta ?? {}) };
  for (const k of [HAS_VECTOR, ...OLD_FIELDS]) delete metadata[k];
  return { id, text: String(meta?.[TEXT] ?? doc ?? ''), metadata };
};

/**
 * Chroma driver for teams and scale-out. Chroma holds the chunks and their vectors; lexical search (BM25
 * over the same code-aware fields as libsql, with the same answers) and chunk rows come from a local
 * libsql mirror of the collection (`lexicalPath`), so a search makes one small round trip to check the
 * mirror is current, plus one for the nearest vectors (ids and distances only).
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
  const placeholder = () => Array.from({ length: Math.max(1, dimension) }, (_, i) => (i === 0 ? 1 : 0));
  const metadata = async () =>
    (
      await wrap('get collection', () =>
        client.getCollection({ name: opts.collection, embeddingFunction: null as never }),
      )
    ).metadata ?? {};
  const mirror = await createLexicalMirror(
    {
      mark: async () => {
        const m = (await metadata())[MARK];
        return typeof m === 'string' ? m : undefined;
      },
      setMark: async (mark) => {
        const meta = { ...(await metadata()), [MARK]: mark, ...(dimension ? { dimension } : {}) };
        await wrap('modify', () => col.modify({ metadata: meta as never }));
      },
      page: async (offset, limit) => {
        const res = await wrap('get', () => col.get({ offset, limit, include: ['documents', 'metadatas'] as never }));
        return res.ids.map((id, i) => toChunk(id, res.documents[i], res.metadatas[i] as Meta));
      },
    },
    { path: opts.lexicalPath ?? ':memory:', fieldWeights: opts.fieldWeights, markTtlMs: opts.markTtlMs },
  );

  return {
    id: 'chroma',
    async upsert(chunks: readonly StoredChunk[]) {
      const dim = chunks.find((c) => c.vector?.length)?.vector?.length ?? 0;
      if (dim && dim !== dimension && dimension) {
        throw new AppError('INVALID_INPUT', `This collection holds ${dimension}-dimensional vectors, got ${dim}.`, {
          hint: 'Use the embedder the index was built with, or rebuild the index.',
        });
      }
      if (dim) dimension = dim;
      await mirror.write(async (local) => {
        for (let i = 0; i < chunks.length; i += 200) {
          const batch = chunks.slice(i, i + 200);
          await wrap('upsert', () =>
            col.upsert({
              ids: batch.map((c) => c.id),
              documents: batch.map((c) => c.text),
              embeddings: batch.map((c) => (c.vector && c.vector.length ? Array.from(c.vector) : placeholder())),
              metadatas: batch.map((c) => ({ ...c.metadata, [HAS_VECTOR]: Boolean(c.vector?.length) }) as Meta),
            }),
          );
        }
        await local.upsert(chunks.map(({ vector: _vector, ...rest }) => rest));
      });
    },
    async delete(target) {
      if ('ids' in target && target.ids.length === 0) return;
      await mirror.write(async (local) => {
        if ('ids' in target) await wrap('delete', () => col.delete({ ids: [...target.ids] }));
        else await wrap('delete', () => col.delete({ where: toWhere(target.filter) as never }));
        await local.delete(target);
      });
    },
    async search(text, options) {
      return (await mirror.current()).search(text, options);
    },
    async query(vector, { topK, filter }) {
      // Ids and distances only; the rows come from the mirror.
      const [res, local] = await Promise.all([
        wrap('query', () =>
          col.query({
            queryEmbeddings: [Array.from(vector)],
            nResults: topK,
            where: toWhere(filter, { [HAS_VECTOR]: { $eq: true } }) as never,
            include: ['distances'] as never,
          }),
        ),
        mirror.current(),
      ]);
      const ids = res.ids[0] ?? [];
      const rows = new Map((await local.get!(ids)).map((c) => [c.id, c]));
      return ids.flatMap((id, i) => {
        const c = rows.get(id);
        return c ? [{ id, text: c.text, metadata: c.metadata, score: 1 - Number(res.distances[0]?.[i] ?? 1) }] : [];
      });
    },
    get: async (ids) => (await mirror.current()).get!(ids),
    list: async (page) => (await mirror.current()).list!(page),
    count: async (filter) => (await mirror.current()).count(filter),
    dispose: () => mirror.dispose(),
  };
}
