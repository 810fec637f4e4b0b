import type { Scan } from './state.js';

// After a line break, these start a continuation: the parser inserts no semicolon before them.
const REJECT = new Set(', . : ; * % > < = [ ( ? ^ | & / + - in instanceof'.split(' '));

/**
 * Where a statement or declaration ending at token `last` really ends: the parser's automatic-semicolon
 * scanner folds comments on the same line into the node before (TypeScript: any comment; JavaScript:
 * when a line comment ends the run and no `}` follows). Folded comments are no leading doc of what
 * follows. Returns the end offset.
 */
export function trailingEnd(s: Scan, last: number): number {
  const { t } = s;
  const { source, commentStart, commentEnd, cb } = t;
  const end = t.end[last]!;
  const next = last + 1;
  const first = cb[last]!;
  const stop = next < t.kind.length ? cb[next]! : commentStart.length;
  if (first >= stop) return end;
  let lineEnd = lineBreak(source, end);
  if (commentStart[first]! > lineEnd) return end;
  let c = first;
  // A run of comments on the same line (a block comment may carry the run onto its last line).
  while (c + 1 < stop && commentStart[c + 1]! < (lineEnd = lineBreak(source, commentEnd[c]!))) c++;
  if (!s.ts && source.charCodeAt(commentStart[c]! + 1) !== 47) return end;
  const runEnd = commentEnd[c]!;
  if (next < t.kind.length) {
    if (lineBreak(source, runEnd) > t.start[next]!) return end;
    const x = t.text[next]!;
    if (REJECT.has(x) || (x === '}' && !s.ts) || x === '!=' || x === '!==') return end;
  }
  for (let k = first; k <= c; k++) s.absorbed.add(k);
  return runEnd;
}

const lineBreak = (source: string, from: number) => {
  const i = source.indexOf('\n', from);
  return i < 0 ? source.length : i;
};
