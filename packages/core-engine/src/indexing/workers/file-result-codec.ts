import type { FileResult } from '../../ports/file-processing.js';
import type { StoredChunk } from '../../ports/vector-store.js';

/** A file result as it crosses threads: small JSON for the structure, one string holding every text back to back. */
export interface EncodedFileResult {
  head: string;
  /** The symbols' JSON on its own: the receiving thread keeps the string (see `FileResult.symbolsJson`). */
  symbols: string;
  blob: string;
  /** The chunks' packed texts back to back (see `StoredChunk.packed`), when any: transferred, not copied. */
  packed?: Uint8Array;
}

interface Head {
  language: string;
  chunks: { id: string; lexical: boolean; packed?: number }[];
  /** Lengths of the texts in `blob`: per chunk its text and metadata JSON, then its four lexical fields when it has them. */
  lengths: number[];
}

/**
 * Encodes a result for postMessage. Chunk texts, metadata and token fields are most of its size: kept out of
 * JSON, they are neither escaped nor parsed, just copied (JSON.stringify + structured clone of the objects cost
 * several times more). The metadata travels as the JSON a store writes, so the receiving thread neither parses
 * nor stringifies it (see `StoredChunk.metaJson`).
 */
export function encodeFileResult(r: FileResult): EncodedFileResult {
  const texts: string[] = [];
  let packedBytes = 0;
  const chunks = r.chunks.map((c) => {
    texts.push(c.text, c.metaJson ?? JSON.stringify(c.metadata));
    if (c.lexical) texts.push(c.lexical.symbol, c.lexical.path, c.lexical.doc, c.lexical.body);
    packedBytes += c.packed?.byteLength ?? 0;
    return { id: c.id, lexical: Boolean(c.lexical), packed: c.packed?.byteLength };
  });
  const head: Head = { language: r.language, chunks, lengths: texts.map((t) => t.length) };
  const encoded = {
    head: JSON.stringify(head),
    symbols: r.symbolsJson ?? JSON.stringify(r.symbols),
    blob: texts.join(''),
  };
  if (packedBytes === 0) return encoded;
  const packed = new Uint8Array(packedBytes);
  let at = 0;
  for (const c of r.chunks)
    if (c.packed) {
      packed.set(c.packed, at);
      at += c.packed.byteLength;
    }
  return { ...encoded, packed };
}

/** A chunk whose metadata is parsed from its JSON when first read (a store writing the JSON never reads it). */
function lazyChunk(id: string, text: string, metaJson: string): StoredChunk {
  let metadata: StoredChunk['metadata'] | undefined;
  const chunk: StoredChunk = {
    id,
    text,
    metaJson,
    get metadata() {
      return (metadata ??= JSON.parse(metaJson) as StoredChunk['metadata']);
    },
    set metadata(m) {
      // Changed metadata: the JSON no longer says the same.
      metadata = m;
      delete this.metaJson;
    },
  };
  return chunk;
}

/** Decodes what `encodeFileResult` made. */
export function decodeFileResult(e: EncodedFileResult): FileResult {
  const head = JSON.parse(e.head) as Head;
  let at = 0;
  let i = 0;
  const next = () => e.blob.slice(at, (at += head.lengths[i++]!));
  let packedAt = 0;
  const chunks = head.chunks.map((c): StoredChunk => {
    const chunk = lazyChunk(c.id, next(), next());
    if (c.lexical) chunk.lexical = { symbol: next(), path: next(), doc: next(), body: next() };
    if (c.packed && e.packed) {
      // A view into the one transferred buffer (no copy).
      chunk.packed = e.packed.subarray(packedAt, (packedAt += c.packed));
    }
    return chunk;
  });
  return {
    language: head.language,
    chunks,
    symbols: JSON.parse(e.symbols) as FileResult['symbols'],
    symbolsJson: e.symbols,
  };
}
