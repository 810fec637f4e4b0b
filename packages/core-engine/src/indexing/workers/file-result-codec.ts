import type { FileResult } from '../../ports/file-processing.js';
import type { StoredChunk } from '../../ports/vector-store.js';

/** A file result as it crosses threads: small JSON for the structure, one string holding every text back to back. */
export interface EncodedFileResult {
  head: string;
  /** The symbols' JSON on its own: the receiving thread keeps the string (see `FileResult.symbolsJson`). */
  symbols: string;
  blob: string;
}

interface Head {
  language: string;
  chunks: { id: string; metadata: StoredChunk['metadata']; lexical: boolean }[];
  /** Lengths of the texts in `blob`: per chunk its text, then its four lexical fields when it has them. */
  lengths: number[];
}

/**
 * Encodes a result for postMessage. Chunk texts and token fields are most of its size: kept out of JSON, they are
 * neither escaped nor parsed, just copied (JSON.stringify + structured clone of the objects cost several times more).
 */
export function encodeFileResult(r: FileResult): EncodedFileResult {
  const texts: string[] = [];
  const chunks = r.chunks.map((c) => {
    texts.push(c.text);
    if (c.lexical) texts.push(c.lexical.symbol, c.lexical.path, c.lexical.doc, c.lexical.body);
    return { id: c.id, metadata: c.metadata, lexical: Boolean(c.lexical) };
  });
  const head: Head = { language: r.language, chunks, lengths: texts.map((t) => t.length) };
  return { head: JSON.stringify(head), symbols: r.symbolsJson ?? JSON.stringify(r.symbols), blob: texts.join('') };
}

/** Decodes what `encodeFileResult` made. */
export function decodeFileResult(e: EncodedFileResult): FileResult {
  const head = JSON.parse(e.head) as Head;
  let at = 0;
  let i = 0;
  const next = () => e.blob.slice(at, (at += head.lengths[i++]!));
  const chunks = head.chunks.map((c): StoredChunk => {
    const text = next();
    if (!c.lexical) return { id: c.id, text, metadata: c.metadata };
    return {
      id: c.id,
      text,
      metadata: c.metadata,
      lexical: { symbol: next(), path: next(), doc: next(), body: next() },
    };
  });
  return {
    language: head.language,
    chunks,
    symbols: JSON.parse(e.symbols) as FileResult['symbols'],
    symbolsJson: e.symbols,
  };
}
