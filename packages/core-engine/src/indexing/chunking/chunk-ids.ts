/** Chunk ids are `path:start-end`; this reads the parts back. */
export function parseChunkId(id: string): { path: string; start: number; end: number } {
  const colon = id.lastIndexOf(':');
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
