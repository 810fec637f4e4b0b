import { parseCompact } from '@sextant/language-adapters/compact';
import { classify } from './classify.js';
import type { KnowledgeKind } from './knowledge-base.js';

/** A piece of a file the index stores and ranks. */
export interface KnowledgeChunk {
  repo: string;
  path: string;
  startLine: number;
  endLine: number;
  language: string;
  kind: KnowledgeKind;
  text: string;
  symbol?: string;
  /** Doc comment of the definition, when the language adapter found one (ranked above the body). */
  doc?: string;
}

const WINDOW = 60;

/** Splits a file: Compact by declaration (via the parser), Markdown by heading, code in line windows. */
export function chunkFile(repo: string, path: string, text: string): KnowledgeChunk[] {
  const type = classify(path);
  if (!type) return [];
  const lines = text.split('\n');
  const make = (start: number, end: number, symbol?: string): KnowledgeChunk => ({
    repo,
    path,
    ...type,
    startLine: start,
    endLine: end,
    text: lines.slice(start - 1, end).join('\n'),
    ...(symbol ? { symbol } : {}),
  });
  if (type.language === 'compact') {
    const decls = parseCompact(text).declarations.filter((d) => d.kind !== 'module' && d.kind !== 'pragma');
    const chunks = decls.map((d) =>
      make(d.start.line, d.end.line, d.kind === 'import' || d.kind === 'export' ? undefined : d.name),
    );
    return chunks.length ? chunks : windows(lines.length, make);
  }
  if (type.language === 'markdown') {
    const heads = lines.flatMap((l, i) => (/^#{1,3}\s/.test(l) ? [i + 1] : []));
    const starts = heads[0] === 1 ? heads : [1, ...heads];
    return starts.flatMap((s, i) => {
      const end = (starts[i + 1] ?? lines.length + 1) - 1;
      return end - s + 1 > WINDOW
        ? windows(end - s + 1, (a, b) => make(s + a - 1, s + b - 1))
        : [make(s, end, lines[s - 1]?.replace(/^#+\s*/, ''))];
    });
  }
  return windows(lines.length, make);
}

function windows(count: number, make: (start: number, end: number) => KnowledgeChunk): KnowledgeChunk[] {
  const out: KnowledgeChunk[] = [];
  for (let start = 1; start <= count; start += WINDOW - 10) {
    out.push(make(start, Math.min(count, start + WINDOW - 1)));
    if (start + WINDOW - 1 >= count) break;
  }
  return out;
}
