import type { SymbolDefinition } from '../../ports/language-adapter.js';
import type { FileJob, FileResult } from '../../ports/file-processing.js';
import type { LexicalFields, StoredChunk } from '../../ports/vector-store.js';
import type { Logger } from '../../logger.js';
import { chunkFile } from './chunk.js';
import type { Chunk, ChunkOptions } from './chunk.js';
import type { AdapterLookup } from './languages.js';
import { languageOf } from './languages.js';
import type { SymbolRecord } from '../state/types.js';
import { toRecord } from '../state/record.js';

/** Parses one file (symbols through its adapter; plain text otherwise) and chunks it. */
export async function processFile(
  file: { path: string; content: string },
  adapters: AdapterLookup,
  log: Logger,
  chunkOpts?: ChunkOptions,
): Promise<{ language: string; chunks: Chunk[]; symbols: SymbolRecord }> {
  const { id: language, adapter } = languageOf(file.path, adapters);
  let defs: SymbolDefinition[] = [];
  let symbols: SymbolRecord = { defs: [], refs: {}, imports: [] };
  if (adapter?.symbols) {
    try {
      const s = await adapter.symbols(file);
      defs = s.definitions;
      // Counted in a Map (an object with thousands of dynamic keys is slow to update), then made a record.
      const counts = new Map<string, number>();
      for (const r of s.references) counts.set(r.name, (counts.get(r.name) ?? 0) + 1);
      const refs = toRecord(counts);
      symbols = {
        defs: defs.map((d) => ({
          name: d.name,
          kind: d.kind,
          ...(d.container ? { container: d.container } : {}),
          start: d.start.line,
          end: d.end.line,
          ...(d.signature ? { signature: d.signature } : {}),
        })),
        refs,
        imports: s.imports,
      };
    } catch (err) {
      // A grammar failure degrades this file to text chunks; the run goes on.
      log.warn('symbol extraction failed', { path: file.path, err: (err as Error).message });
    }
  }
  return { language, chunks: chunkFile({ ...file, language }, defs, chunkOpts), symbols };
}

/**
 * A chunk as the store keeps it. Its file's blob id is not repeated in every row (nothing reads it there: the
 * state file records it per file).
 */
export const toStored = (c: Chunk): StoredChunk => ({
  id: c.id,
  text: c.text,
  metadata: {
    path: c.path,
    language: c.language,
    start_line: c.startLine,
    end_line: c.endLine,
    symbol: c.symbol ?? null,
    kind: c.kind ?? null,
    doc: c.doc ?? null,
  },
});

/** Everything one file job needs: adapters, a logger and, optionally, the store's lexical tokenizer. */
export interface FileJobContext {
  adapters: AdapterLookup;
  log: Logger;
  /** Pre-tokenizes a chunk's lexical fields (the store's own function), so the store need not. */
  lexical?: (chunk: StoredChunk) => LexicalFields;
  /** The store's packed form of a chunk's text (undefined: kept as it is), made here so the store need not. */
  pack?: (text: string) => Uint8Array | undefined;
}

/** Processes one file job into stored chunks and symbols; the same code runs in process and in workers. */
export async function processJob(job: FileJob, ctx: FileJobContext): Promise<FileResult> {
  const content = Buffer.from(job.content.buffer, job.content.byteOffset, job.content.byteLength).toString('utf8');
  const { language, chunks, symbols } = await processFile({ path: job.path, content }, ctx.adapters, ctx.log);
  const stored = chunks.map((c) => toStored(c));
  if (ctx.lexical) for (const c of stored) c.lexical = ctx.lexical(c);
  if (ctx.pack)
    for (const c of stored) {
      const packed = ctx.pack(c.text);
      if (packed) c.packed = packed;
    }
  return { language, chunks: stored, symbols };
}
