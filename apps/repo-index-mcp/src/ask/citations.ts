import type { IndexState } from '@sextant/core-engine/indexing';
import { parseChunkId } from '@sextant/core-engine/indexing';

export interface Citation {
  path: string;
  start_line: number;
  end_line: number;
}

/** Finds `path:12-30` / `path:12` / `path#L12-L30` citations in an answer. */
export function parseCitations(text: string): Citation[] {
  const out: Citation[] = [];
  const re = /([\w@./-]+\.[A-Za-z0-9]+)(?::|#L)(\d+)(?:\s*[-–]\s*L?(\d+))?/g;
  for (const m of text.matchAll(re)) {
    const start = Number(m[2]);
    out.push({ path: m[1]!.replace(/^\.\//, ''), start_line: start, end_line: m[3] ? Number(m[3]) : start });
  }
  return out.filter(
    (c, i) =>
      out.findIndex((o) => o.path === c.path && o.start_line === c.start_line && o.end_line === c.end_line) === i,
  );
}

/** Keeps citations whose file is in the index and whose lines fall inside its indexed chunks. */
export function verifyCitations(
  cites: readonly Citation[],
  state: IndexState,
): { valid: Citation[]; dropped: { citation: string; reason: string }[] } {
  const valid: Citation[] = [];
  const dropped: { citation: string; reason: string }[] = [];
  for (const c of cites) {
    const label = `${c.path}:${c.start_line}-${c.end_line}`;
    const file = state.files[c.path];
    if (!file) {
      dropped.push({ citation: label, reason: 'file not in the index' });
      continue;
    }
    const last = Math.max(0, ...file.chunks.map((id) => parseChunkId(id).end));
    if (c.start_line < 1 || c.end_line < c.start_line || c.end_line > last)
      dropped.push({ citation: label, reason: `lines outside the indexed file (1-${last})` });
    else valid.push(c);
  }
  return { valid, dropped };
}
