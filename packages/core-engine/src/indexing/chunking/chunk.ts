import type { SymbolDefinition } from '../../ports/language-adapter.js';

/** A piece of a file stored for search. Lines are 1-based and inclusive. */
export interface Chunk {
  id: string;
  path: string;
  language: string;
  startLine: number;
  endLine: number;
  /** Qualified symbol (`Class.method`) when the chunk is a definition or part of one. */
  symbol?: string;
  kind?: string;
  doc?: string;
  text: string;
}

export interface ChunkOptions {
  /** A definition longer than this is split into its nested definitions and the text between. @default 150 */
  maxLines?: number;
  /** Window size for text chunks. @default 60 */
  windowLines?: number;
  /** Overlap between text windows. @default 10 */
  overlapLines?: number;
  /** Upper bound on a chunk's UTF-8 size: longer line ranges are cut into smaller ones, a longer single line is truncated. @default 16000 */
  maxBytes?: number;
}

const utf8Length = (text: string) => Buffer.byteLength(text);

/** The longest prefix of `text` within `maxBytes` UTF-8 bytes, never splitting a surrogate pair. */
function truncateUtf8(text: string, maxBytes: number): string {
  let cut = Buffer.from(text.slice(0, maxBytes)).subarray(0, maxBytes).toString('utf8');
  // A multi-byte character cut in half decodes to U+FFFD: drop it.
  if (cut.endsWith('\uFFFD') && !text.startsWith(cut)) cut = cut.slice(0, -1);
  return cut;
}

interface Node {
  def: SymbolDefinition;
  children: Node[];
}

function nest(defs: readonly SymbolDefinition[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  const sorted = [...defs].sort((a, b) => a.start.line - b.start.line || b.end.line - a.end.line);
  for (const def of sorted) {
    const node = { def, children: [] };
    while (stack.length && stack[stack.length - 1]!.def.end.line < def.end.line) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

/**
 * One chunk per definition (a nested definition lives inside its parent's chunk, not twice), big
 * definitions split at their children, and overlapping text windows for everything else.
 */
export function chunkFile(
  file: { path: string; language: string; content: string },
  defs: readonly SymbolDefinition[],
  opts: ChunkOptions = {},
): Chunk[] {
  const maxLines = opts.maxLines ?? 150;
  const window = opts.windowLines ?? 60;
  const overlap = Math.min(opts.overlapLines ?? 10, window - 1);
  const maxBytes = opts.maxBytes ?? 16_000;
  const lines = file.content.split('\n');
  const out: Chunk[] = [];
  const ids = new Set<string>();
  const make = (start: number, end: number, extra: Partial<Chunk> = {}) => {
    let text = lines.slice(start - 1, end).join('\n');
    // Cheap test first: UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (text.length * 3 > maxBytes && utf8Length(text) > maxBytes) {
      if (start < end) return bounded(start, end, extra);
      text = truncateUtf8(text, maxBytes);
    }
    if (!text.trim()) return;
    const id = `${file.path}:${start}-${end}`;
    // Byte-bounded pieces of overlapping windows can repeat a range; ids stay unique.
    if (ids.has(id)) return;
    ids.add(id);
    out.push({
      id,
      path: file.path,
      language: file.language,
      startLine: start,
      endLine: end,
      text,
      ...extra,
    });
  };
  // Greedy line runs under the byte bound (each line alone may still be truncated by make).
  const bounded = (start: number, end: number, extra: Partial<Chunk>) => {
    let from = start;
    let size = 0;
    for (let l = start; l <= end; l++) {
      const bytes = utf8Length(lines[l - 1]!) + 1;
      if (l > from && size + bytes > maxBytes) {
        make(from, l - 1, extra);
        from = l;
        size = 0;
      }
      size += bytes;
    }
    make(from, end, extra);
  };
  const windows = (start: number, end: number, extra: Partial<Chunk> = {}) => {
    // Trim blank edges so gap chunks do not start or end on empty lines.
    while (start <= end && !lines[start - 1]?.trim()) start++;
    while (end >= start && !lines[end - 1]?.trim()) end--;
    for (let s = start; s <= end; s += window - overlap) {
      make(s, Math.min(end, s + window - 1), extra);
      if (s + window - 1 >= end) break;
    }
  };
  // A leading doc comment right above a definition belongs to its chunk.
  const docStart = (def: SymbolDefinition) => {
    if (!def.doc) return def.start.line;
    const n = def.doc.split('\n').length;
    const first = def.start.line - n;
    return first >= 1 && lines[first - 1]?.trim() === def.doc.split('\n')[0]!.trim() ? first : def.start.line;
  };
  const region = (nodes: Node[], from: number, to: number, parent?: { symbol: string; kind: string }) => {
    let cursor = from;
    for (const n of nodes) {
      const s = Math.max(docStart(n.def), cursor);
      if (s > cursor) windows(cursor, s - 1, parent ?? {});
      emit(n, parent?.symbol);
      cursor = Math.max(cursor, n.def.end.line + 1);
    }
    if (cursor <= to) windows(cursor, to, parent ?? {});
  };
  const emit = (n: Node, container?: string) => {
    const symbol = container ? `${container}.${n.def.name}` : n.def.name;
    const { start, end } = { start: docStart(n.def), end: n.def.end.line };
    const meta = { symbol, kind: n.def.kind, ...(n.def.doc ? { doc: n.def.doc.slice(0, 1000) } : {}) };
    if (end - start + 1 <= maxLines) return make(start, end, meta);
    if (n.children.length === 0) return windows(start, end, meta);
    region(n.children, start, end, { symbol, kind: n.def.kind });
  };
  region(nest(defs), 1, lines.length);
  return out;
}
