/**
 * Offset just past the varint `varintAt` read last. A live binding rather than a returned pair: FTS5
 * records are decoded without awaiting in between, and a pair per varint would be an allocation each.
 */
export let varintEnd = 0;

/** The SQLite varint (big-endian, 7 bits a byte, the ninth byte whole) at `at` in `a`; sets `varintEnd` past it. */
export function varintAt(a: Uint8Array, at: number): number {
  let v = 0;
  for (let k = 0; k < 8; k++) {
    const c = a[at++]!;
    if (c < 0x80) {
      varintEnd = at;
      return v * 128 + c;
    }
    v = v * 128 + (c & 0x7f);
  }
  varintEnd = at + 1;
  return v * 256 + a[at]!;
}
