import { gzipSync } from 'node:zlib';
import { AppError } from '../../errors.js';
import { gunzipBounded } from '../../guarded-io/gunzip.js';
import type { StoredChunk, VectorStore } from '../../ports/vector-store.js';
import { buildManifest } from './manifest.js';
import type { StateStore } from './state-store.js';
import type { IndexManifest, IndexState, SymbolRecord } from './types.js';

/** The portable form of an index: everything another machine needs to search it. */
interface BundleBody {
  format: 'sextant-index-bundle';
  version: 1;
  manifest: IndexManifest;
  state: IndexState;
  symbols: Record<string, SymbolRecord>;
  chunks: StoredChunk[];
}

/** How a bundle is made and read. */
export interface BundleOptions {
  /** Applied to each chunk's text and string metadata before compression (the app passes secret redaction). */
  redact?: (text: string) => string;
  /** Cap on the inflated size of a loaded bundle. @default 256 MiB */
  maxInflatedBytes?: number;
}

// Every string and key of a JSON value (chunk text and metadata, symbol records with their reference names).
const redactDeep = <T>(value: T, redact: (text: string) => string): T => {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => redactDeep(v, redact)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [redact(k), redactDeep(v, redact)])) as T;
  return value;
};
const redactChunk = (c: StoredChunk, redact: (text: string) => string): StoredChunk => {
  const { vector, ...rest } = c;
  return { ...redactDeep(rest, redact), ...(vector ? { vector } : {}) } as StoredChunk;
};

/** Serializes an index (state, symbols, chunks with vectors) as gzipped JSON; chunks redacted first. */
export async function exportBundle(
  state: IndexState,
  states: StateStore,
  store: VectorStore,
  opts: BundleOptions = {},
): Promise<Buffer> {
  if (!store.list) throw new AppError('INTERNAL', `The ${store.id} store cannot list its chunks.`);
  const chunks: StoredChunk[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await store.list({ offset, limit: 1000 });
    chunks.push(...(opts.redact ? page.map((c) => redactChunk(c, opts.redact!)) : page));
    if (page.length < 1000) break;
  }
  await states.loadPacks(state.symbolPacks ?? []);
  const symbols: Record<string, SymbolRecord> = {};
  for (const f of Object.values(state.files)) {
    const rec = await states.readSymbols(f.hash);
    if (rec) symbols[f.hash] = opts.redact ? redactDeep(rec, opts.redact) : rec;
  }
  const body: BundleBody = {
    format: 'sextant-index-bundle',
    version: 1,
    manifest: buildManifest(state),
    state,
    symbols,
    chunks,
  };
  return gzipSync(JSON.stringify(body));
}

/** Loads a bundle into an index directory and store (replacing what the bundle covers). */
export async function importBundle(
  data: Buffer,
  states: StateStore,
  store: VectorStore,
  opts: { root?: string; maxInflatedBytes?: number } = {},
): Promise<IndexManifest> {
  // Bounded first: a bomb is refused with its own message, not as unreadable.
  const json = gunzipBounded(data, { maxBytes: opts.maxInflatedBytes, what: 'index bundle' });
  let body: BundleBody;
  try {
    body = JSON.parse(json.toString('utf8')) as BundleBody;
  } catch (cause) {
    throw new AppError('INVALID_INPUT', 'This is not a readable index bundle.', {
      hint: 'Pass the bytes get_repo_bundle returned.',
      cause,
    });
  }
  if (body.format !== 'sextant-index-bundle' || body.version !== 1) {
    throw new AppError('INVALID_INPUT', `Unsupported bundle format ${body.format}@${body.version}.`);
  }
  const pack = await states.writePack(new Map(Object.entries(body.symbols)));
  for (let i = 0; i < body.chunks.length; i += 1000) await store.upsert(body.chunks.slice(i, i + 1000));
  // A bundle made elsewhere serves the local checkout named by `root`.
  const state = { ...body.state, ...(opts.root ? { root: opts.root } : {}), symbolPacks: [pack] };
  await states.writeState(state);
  return { ...body.manifest, root: state.root };
}
