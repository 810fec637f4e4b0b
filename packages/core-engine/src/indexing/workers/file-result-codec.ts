import { AppError } from '../../errors.js';
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
  /** `text: false`: the text did not travel (the receiver unpacks it from `packed` when asked for it). */
  chunks: { id: string; lexical: boolean; packed?: number; text?: false }[];
  /** Lengths of the texts in `blob`: per chunk its text and metadata JSON, then its four lexical fields when it has them. */
  lengths: number[];
}

/**
 * Encodes a result for postMessage. Chunk texts, metadata and token fields are most of its size: kept out of
 * JSON, they are neither escaped nor parsed, just copied (JSON.stringify + structured clone of the objects cost
 * several times more). The metadata travels as the JSON a store writes, so the receiving thread neither parses
 * nor stringifies it (see `StoredChunk.metaJson`). `packedTextOnly`: a chunk with `packed` bytes leaves its text
 * behind (the receiver can unpack it, and a store writes the bytes): most of a repository's text travels once.
 */
export function encodeFileResult(r: FileResult, opts: { packedTextOnly?: boolean } = {}): EncodedFileResult {
  const texts: string[] = [];
  let packedBytes = 0;
  const chunks = r.chunks.map((c): Head['chunks'][number] => {
    const textStays = opts.packedTextOnly === true && c.packed !== undefined;
    if (!textStays) texts.push(c.text);
    texts.push(c.metaJson ?? JSON.stringify(c.metadata));
    if (c.lexical) texts.push(c.lexical.symbol, c.lexical.path, c.lexical.doc, c.lexical.body);
    packedBytes += c.packed?.byteLength ?? 0;
    const head = { id: c.id, lexical: Boolean(c.lexical), packed: c.packed?.byteLength };
    return textStays ? { ...head, text: false } : head;
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

/**
 * A chunk whose metadata is parsed from its JSON when first read (a store writing the JSON never reads it), and
 * whose text, when it did not travel, is unpacked from its packed bytes when first read.
 */
function lazyChunk(id: string, text: string | (() => string), metaJson: string): StoredChunk {
  let metadata: StoredChunk['metadata'] | undefined;
  let value = typeof text === 'string' ? text : undefined;
  const chunk: StoredChunk = {
    id,
    get text() {
      return (value ??= (text as () => string)());
    },
    set text(t) {
      value = t;
    },
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

/**
 * Decodes what `encodeFileResult` made; `unpack` (the inverse of the worker's packer) gives the text of a chunk
 * whose text stayed behind, when something reads it.
 */
export function decodeFileResult(e: EncodedFileResult, unpack?: (packed: Uint8Array) => string): FileResult {
  const head = JSON.parse(e.head) as Head;
  let at = 0;
  let i = 0;
  const next = () => e.blob.slice(at, (at += head.lengths[i++]!));
  let packedAt = 0;
  const chunks = head.chunks.map((c): StoredChunk => {
    // A view into the one transferred buffer (no copy).
    const packed = c.packed && e.packed ? e.packed.subarray(packedAt, (packedAt += c.packed)) : undefined;
    if (c.text === false && !(packed && unpack))
      throw new AppError('INTERNAL', `The text of chunk ${c.id} did not travel and cannot be unpacked here.`);
    const chunk = lazyChunk(c.id, c.text === false ? () => unpack!(packed!) : next(), next());
    if (c.lexical) chunk.lexical = { symbol: next(), path: next(), doc: next(), body: next() };
    if (packed) chunk.packed = packed;
    return chunk;
  });
  return {
    language: head.language,
    chunks,
    symbols: JSON.parse(e.symbols) as FileResult['symbols'],
    symbolsJson: e.symbols,
  };
}
