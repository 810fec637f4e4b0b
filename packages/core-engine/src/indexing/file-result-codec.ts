import type { FileResult } from '../ports/file-processing.js';
import type { StoredChunk } from '../ports/vector-store.js';

/** A file result as it crosses threads: small JSON for the structure, one string holding every text back to back. */
export interface EncodedFileResult {
  head: string;
  /** The symbols' JSON on its own: the receiving thread keeps the string (see `FileResult.symbolsJson`). */
  symbols: string;
  blob: string;
}

type Metadata = StoredChunk['metadata'];
type Value = Metadata[string];

interface Head {
  language: string;
  /** The metadata keys of every chunk, in order; null when chunks differ in keys (rows then hold whole objects). */
  keys: string[] | null;
  /** Metadata values the same in every chunk (a file's path, language, hash), sent once. */
  shared: Metadata;
  /**
   * Per chunk: its id (in JSON, not a slice of the blob: ids outlive the texts), 1 when it has lexical fields, else 0,
   * then its other metadata values in key order (or its metadata object).
   */
  rows: (number | Value | Metadata)[][];
  /** Lengths of the texts in `blob`: per chunk its text, then its four lexical fields when it has them. */
  lengths: number[];
}

/**
 * The key order all chunks share, or null: chunks differ, a value is undefined (JSON drops it) or a key is one an
 * assignment cannot make an own property (`__proto__`).
 */
function sharedKeys(chunks: readonly StoredChunk[]): string[] | null {
  const keys = Object.keys(chunks[0]?.metadata ?? {});
  if (keys.includes('__proto__')) return null;
  const same = (m: Metadata) => {
    let n = 0;
    for (const k in m) if (k !== keys[n++] || m[k] === undefined) return false;
    return n === keys.length;
  };
  return chunks.every((c) => same(c.metadata)) ? keys : null;
}

/**
 * Encodes a result for postMessage. Chunk texts and token fields are most of its size: kept out of JSON, they
 * are neither escaped nor parsed, just copied (JSON.stringify + structured clone of the objects cost several times
 * more); metadata a whole file shares is sent once.
 */
export function encodeFileResult(r: FileResult): EncodedFileResult {
  const keys = sharedKeys(r.chunks);
  const shared: Metadata = {};
  const own = (keys ?? []).filter((k) => {
    const v = r.chunks[0]!.metadata[k];
    if (!r.chunks.every((c) => c.metadata[k] === v)) return true;
    shared[k] = v!;
    return false;
  });
  const texts: string[] = [];
  const rows = r.chunks.map((c) => {
    texts.push(c.text);
    if (c.lexical) texts.push(c.lexical.symbol, c.lexical.path, c.lexical.doc, c.lexical.body);
    const row: Head['rows'][number] = [c.id, c.lexical ? 1 : 0];
    if (keys) for (const k of own) row.push(c.metadata[k]!);
    else row.push(c.metadata);
    return row;
  });
  const head: Head = { language: r.language, keys, shared, rows, lengths: texts.map((t) => t.length) };
  return { head: JSON.stringify(head), symbols: r.symbolsJson ?? JSON.stringify(r.symbols), blob: texts.join('') };
}

/** Decodes what `encodeFileResult` made. */
export function decodeFileResult(e: EncodedFileResult): FileResult {
  const { language, keys, shared, rows, lengths } = JSON.parse(e.head) as Head;
  let at = 0;
  let i = 0;
  const next = () => e.blob.slice(at, (at += lengths[i++]!));
  const metadata = (row: Head['rows'][number]): Metadata => {
    if (!keys) return row[2] as Metadata;
    const m: Metadata = {};
    let j = 2;
    for (const k of keys) m[k] = Object.hasOwn(shared, k) ? shared[k]! : (row[j++] as Value);
    return m;
  };
  const chunks = rows.map((row): StoredChunk => {
    const id = row[0] as string;
    const text = next();
    if (row[1] !== 1) return { id, text, metadata: metadata(row) };
    return { id, text, metadata: metadata(row), lexical: { symbol: next(), path: next(), doc: next(), body: next() } };
  });
  return { language, chunks, symbols: JSON.parse(e.symbols) as FileResult['symbols'], symbolsJson: e.symbols };
}
