// The worker->main result codec as it was at b9ca9a5 (verbatim): the "before" of apps/repo-index-mcp/bench/worker-cpu.ts.
import type { FileResult } from '../../src/ports/file-processing.js';
import type { StoredChunk } from '../../src/ports/vector-store.js';

/** A file result as it crosses threads: small JSON for the structure, one string holding every text back to back. */
export interface EncodedFileResultV1 {
  head: string;
  blob: string;
}

interface Head {
  language: string;
  symbols: FileResult['symbols'];
  chunks: { id: string; metadata: StoredChunk['metadata']; lexical: boolean }[];
  /** Lengths of the texts in `blob`: per chunk its text, then its four lexical fields when it has them. */
  lengths: number[];
}

/**
 * Encodes a result for postMessage. Chunk texts and token fields are most of its size: kept out of JSON, they are
 * neither escaped nor parsed, just copied (JSON.stringify + structured clone of the objects cost several times more).
 */
export function encodeFileResultV1(r: FileResult): EncodedFileResultV1 {
  const texts: string[] = [];
  const chunks = r.chunks.map((c) => {
    texts.push(c.text);
    if (c.lexical) texts.push(c.lexical.symbol, c.lexical.path, c.lexical.doc, c.lexical.body);
    return { id: c.id, metadata: c.metadata, lexical: Boolean(c.lexical) };
  });
  const head: Head = { language: r.language, symbols: r.symbols, chunks, lengths: texts.map((t) => t.length) };
  return { head: JSON.stringify(head), blob: texts.join('') };
}

/** Decodes what `encodeFileResult` made. */
export function decodeFileResultV1(e: EncodedFileResultV1): FileResult {
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
  return { language: head.language, chunks, symbols: head.symbols };
}
