import { AppError } from '@sextant/core-engine';

/** Which lines of a file to return. */
export interface LineSelection {
  startLine?: number;
  endLine?: number;
  /** Return the lines around every occurrence of this string (case-insensitive). */
  matchString?: string;
  /** Lines of context on each side of a match. @default 5 */
  contextLines?: number;
  /** Cap on match windows. @default 10 */
  maxMatches?: number;
}

/** The selected text with its 1-based line bounds. */
export interface SelectedLines {
  text: string;
  startLine: number;
  endLine: number;
  totalLines: number;
  /** 1-based lines where matchString occurs. */
  matchLines?: number[];
  /** Set when matchString found nothing. */
  noMatch?: boolean;
}

/** Cuts a file to a line range or to windows around `matchString` (windows that touch are merged). */
export function selectLines(content: string, sel: LineSelection): SelectedLines {
  const lines = content.split('\n');
  const totalLines = lines.length;
  if (sel.matchString) {
    const needle = sel.matchString.toLowerCase();
    const hits = lines.flatMap((l, i) => (l.toLowerCase().includes(needle) ? [i + 1] : []));
    if (hits.length === 0) return { text: '', startLine: 0, endLine: 0, totalLines, matchLines: [], noMatch: true };
    const ctx = sel.contextLines ?? 5;
    const windows: Array<[number, number]> = [];
    for (const h of hits.slice(0, sel.maxMatches ?? 10)) {
      const [s, e] = [Math.max(1, h - ctx), Math.min(totalLines, h + ctx)];
      const last = windows.at(-1);
      if (last && s <= last[1] + 1) last[1] = Math.max(last[1], e);
      else windows.push([s, e]);
    }
    const text = windows.map(([s, e]) => lines.slice(s - 1, e).join('\n')).join('\n...\n');
    return { text, startLine: windows[0]![0], endLine: windows.at(-1)![1], totalLines, matchLines: hits };
  }
  const start = sel.startLine ?? 1;
  const end = Math.min(sel.endLine ?? totalLines, totalLines);
  if (start < 1 || (sel.endLine !== undefined && sel.endLine < start)) {
    throw new AppError('INVALID_INPUT', `Bad line range ${start}-${sel.endLine}.`, {
      hint: 'Use 1 <= startLine <= endLine.',
      details: { startLine: start, endLine: sel.endLine, totalLines },
    });
  }
  if (start > totalLines) {
    throw new AppError('INVALID_INPUT', `startLine ${start} is past the end of the file (${totalLines} lines).`, {
      hint: `Use startLine <= ${totalLines}.`,
      details: { startLine: start, totalLines },
    });
  }
  return { text: lines.slice(start - 1, end).join('\n'), startLine: start, endLine: end, totalLines };
}
