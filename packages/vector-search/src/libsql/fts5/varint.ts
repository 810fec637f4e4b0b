/**
 * A read position in a byte array, which {@link readVarint} moves past what it reads. The caller owns it
 * (one per decode), so reading a varint costs no allocation and no state outlives the call.
 */
export interface Cursor {
  at: number;
}

/** The SQLite varint (big-endian, 7 bits a byte, the ninth byte whole) at `c.at` in `a`; moves `c.at` past it. */
export function readVarint(a: Uint8Array, c: Cursor): number {
  let at = c.at;
  let v = 0;
  for (let k = 0; k < 8; k++) {
    const b = a[at++]!;
    if (b < 0x80) {
      c.at = at;
      return v * 128 + b;
    }
    v = v * 128 + (b & 0x7f);
  }
  c.at = at + 1;
  return v * 256 + a[at]!;
}
