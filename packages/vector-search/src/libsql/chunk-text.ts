import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Texts of at least this many bytes are stored deflated. Below it a text gains little (a few hundred
 * bytes) and costs a compression call each: about a third of a large repository's chunks hold 85 % of its text.
 */
const PACK_MIN_BYTES = 512;

/**
 * A chunk's text as `chunks.text` holds it: raw deflate (level 1: about 2.5x smaller on source code, the
 * fastest level) as a BLOB when long enough and smaller, else the text itself. SQLite keeps the two
 * apart by type, so rows written either way (and by schema 4, all text) read back the same.
 */
export function packText(text: string): string | Buffer {
  if (text.length < PACK_MIN_BYTES / 3 || Buffer.byteLength(text) < PACK_MIN_BYTES) return text;
  const packed = deflateRawSync(text, { level: 1 });
  return packed.length < Buffer.byteLength(text) ? packed : text;
}

/**
 * `packText` for an indexing worker: the bytes a text is stored as when it is stored packed, else undefined
 * (kept as text). The store writes a chunk's `packed` bytes as they are, so this must stay its own packer.
 */
export function packChunkText(text: string): Uint8Array | undefined {
  const packed = packText(text);
  // A plain view of the bytes (what a chunk's `packed` holds, also after crossing threads), not a Buffer.
  return typeof packed === 'string' ? undefined : new Uint8Array(packed.buffer, packed.byteOffset, packed.byteLength);
}

/** The text `packChunkText` packed (an indexing pool's `unpack`: a packed text crosses threads once, packed). */
export const unpackChunkText = (packed: Uint8Array): string => inflateRawSync(packed).toString('utf8');

/** A `chunks.text` value read back: a BLOB (an ArrayBuffer from the client, or bytes) is inflated. */
export function unpackText(value: unknown): string {
  if (value instanceof ArrayBuffer) return inflateRawSync(new Uint8Array(value)).toString('utf8');
  if (value instanceof Uint8Array) return inflateRawSync(value).toString('utf8');
  return String(value);
}
