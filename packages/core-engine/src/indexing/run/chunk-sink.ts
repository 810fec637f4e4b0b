import type { StagedFile, StoredChunk, VectorStore } from '../../ports/vector-store.js';

/** Where a run's chunks go: streamed into the store's staging area, or held until the commit. */
export interface ChunkSink {
  /**
   * Starts a run: rows a cancelled or crashed run staged are dropped, except those of the files `resume`
   * picks from the ones it completed (their versions still wanted); returns the files kept.
   */
  begin(resume?: (staged: readonly StagedFile[]) => readonly StagedFile[]): Promise<StagedFile[]>;
  /** Adds one file's chunks (a batch holds whole files, recorded with them when the store stages). */
  add(chunks: readonly StoredChunk[], file?: StagedFile): Promise<void>;
  /** Writes or embeds what is still buffered: everything before the commit that may fail or be cancelled. */
  seal(): Promise<void>;
  /** Makes the run's chunks live, replacing the rows with these ids (or every live row). */
  commit(replacing: readonly string[] | 'all'): Promise<void>;
  /** Forgets the run's chunks (cancel, failure). */
  discard(): Promise<void>;
  /** Time spent writing while files were still being processed, and embedding. */
  readonly timings: { staging: number; embeddings: number };
}

/** Chunks per staging write: big transactions, bounded memory. */
const STAGE_CHUNKS = 1000;
const STAGE_CHARS = 4_000_000;

/**
 * A store with staged writes gets chunks in batches as they are made (memory stays bounded, and the writes
 * overlap parsing in workers); other stores get them all at the commit, as one upsert.
 */
export function createChunkSink(
  store: VectorStore,
  embed?: (chunks: StoredChunk[]) => Promise<void>,
  batchChunks = STAGE_CHUNKS,
  /** Called after each staging batch commits, with the number of files committed batches now cover. */
  onStaged?: (files: number) => void,
): ChunkSink {
  const staging = store.staging;
  const timings = { staging: 0, embeddings: 0 };
  let buffer: StoredChunk[] = [];
  let files: StagedFile[] = [];
  let chars = 0;
  let stagedFiles = 0;
  const embedTimed = async (chunks: StoredChunk[]) => {
    if (!embed || chunks.length === 0) return;
    const t = Date.now();
    await embed(chunks);
    timings.embeddings += Date.now() - t;
  };
  const flush = async () => {
    if (!staging || (buffer.length === 0 && files.length === 0)) return;
    const batch = buffer;
    const covered = files;
    buffer = [];
    files = [];
    chars = 0;
    await embedTimed(batch);
    const t = Date.now();
    await staging.stage(batch, covered);
    timings.staging += Date.now() - t;
    stagedFiles += covered.length;
    onStaged?.(stagedFiles);
  };
  return {
    timings,
    async begin(resume) {
      const kept = staging?.staged && resume ? resume(await staging.staged()) : [];
      await staging?.discard(kept.length ? { paths: kept.map((f) => f.path) } : undefined);
      stagedFiles = kept.length;
      return [...kept];
    },
    async add(chunks, file) {
      for (const c of chunks) {
        buffer.push(c);
        // A packed text counts as three times its bytes (what deflate saves on source code): reading the
        // text of a chunk from a worker pool would unpack it, and the store writes the packed bytes.
        chars += c.packed ? c.packed.byteLength * 3 : c.text.length;
      }
      if (file) files.push(file);
      if (staging && (buffer.length >= batchChunks || chars >= STAGE_CHARS)) await flush();
    },
    async seal() {
      if (staging) await flush();
      else await embedTimed(buffer);
    },
    async commit(replacing) {
      if (staging) {
        await flush();
        await staging.promote(replacing === 'all' ? { ids: [], all: true } : { ids: replacing });
        return;
      }
      if (replacing === 'all') await store.delete({ filter: {} });
      else if (replacing.length) await store.delete({ ids: replacing });
      await store.upsert(buffer);
      buffer = [];
    },
    async discard() {
      buffer = [];
      files = [];
      chars = 0;
      await staging?.discard();
    },
  };
}
