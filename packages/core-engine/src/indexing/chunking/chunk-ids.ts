// `Number(id.slice(from, to))` (0 when empty), read in place when it is all digits and exact in a double.
function digits(id: string, from: number, to: number): number {
  if (to - from > 15) return Number(id.slice(from, to));
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = id.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number(id.slice(from, to));
    n = n * 10 + d;
  }
  return n;
}

/** Chunk ids are `path:start-end`; this reads the parts back. */
export function parseChunkId(id: string): { path: string; start: number; end: number } {
  // Called for every candidate of every search: read in place, without the split's arrays.
  const colon = id.lastIndexOf(':');
  const dash = id.indexOf('-', colon + 1);
  const start = digits(id, colon + 1, dash < 0 ? id.length : dash);
  if (dash >= 0 && id.indexOf('-', dash + 1) >= 0) return parseSplit(id, colon);
  return { path: id.slice(0, colon), start, end: dash < 0 ? start : digits(id, dash + 1, id.length) };
}

// The general reading (ids with more than one dash after the colon), as the ids were always read.
function parseSplit(id: string, colon: number): { path: string; start: number; end: number } {
  const [start, end] = id
    .slice(colon + 1)
    .split('-')
    .map(Number);
  return { path: id.slice(0, colon), start: start ?? 1, end: end ?? start ?? 1 };
}

// The line spans of a file's chunk ids, parsed once per list (a loaded state's lists do not change):
// searches ask for the chunk at a line many times, in files of thousands of chunks.
const spans = new WeakMap<readonly string[], Int32Array>();
const spansOf = (chunkIds: readonly string[]): Int32Array => {
  let s = spans.get(chunkIds);
  if (!s) {
    s = new Int32Array(chunkIds.length * 2);
    chunkIds.forEach((id, i) => {
      const { start, end } = parseChunkId(id);
      s![2 * i] = start;
      s![2 * i + 1] = end;
    });
    spans.set(chunkIds, s);
  }
  return s;
};

/** The chunk of a file that covers `line` (the narrowest one when several do). */
export function chunkAt(chunkIds: readonly string[], line: number): string | undefined {
  const s = spansOf(chunkIds);
  let best = -1;
  let span = Infinity;
  for (let i = 0; i < chunkIds.length; i++) {
    const start = s[2 * i]!;
    const end = s[2 * i + 1]!;
    if (start <= line && line <= end && end - start < span) {
      best = i;
      span = end - start;
    }
  }
  return best < 0 ? undefined : chunkIds[best];
}
