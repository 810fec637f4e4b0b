/** Chunk ids are `path:start-end`; this reads the parts back. */
export function parseChunkId(id: string): { path: string; start: number; end: number } {
  const colon = id.lastIndexOf(':');
  const [start, end] = id
    .slice(colon + 1)
    .split('-')
    .map(Number);
  return { path: id.slice(0, colon), start: start ?? 1, end: end ?? start ?? 1 };
}

/** The chunk of a file that covers `line` (the narrowest one when several do). */
export function chunkAt(chunkIds: readonly string[], line: number): string | undefined {
  let best: { id: string; span: number } | undefined;
  for (const id of chunkIds) {
    const { start, end } = parseChunkId(id);
    if (start <= line && line <= end && (!best || end - start < best.span)) best = { id, span: end - start };
  }
  return best?.id;
}
