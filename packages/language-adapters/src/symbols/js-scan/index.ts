import type { FileSymbols, Position } from '@sextant/core-engine/ports';
import { importSpecifiers } from '../imports.js';
import { nestDefinitions } from '../nest.js';
import type { FlatDefinition } from '../nest.js';
import { refSink, refsExcept } from '../references.js';
import { lex } from './lexer.js';
import type { Scan } from './state.js';
import { statements } from './statements.js';
import { Unsure } from './tokens.js';

/** Which grammar the scanner follows: plain JavaScript (JSX refused), or TypeScript (types, no JSX). */
export type JsDialect = 'js' | 'ts';

/**
 * Definitions, references and imports of a JavaScript/TypeScript file without a parser, the same as the
 * tree-sitter extractor gives, or `undefined` when the file holds anything the scanner cannot classify
 * with confidence (unbalanced brackets, unterminated literals, possible JSX…): the caller parses it then.
 */
export function scanJsSymbols(
  source: string,
  dialect: JsDialect,
  onUnsure?: (why: string) => void,
): FileSymbols | undefined {
  let s: Scan;
  const refs = refSink();
  try {
    const t = lex(source, dialect === 'js', refs);
    s = { t, ts: dialect === 'ts', p: 0, defs: [], imports: [], spans: new Map(), absorbed: new Set() };
    statements(s, 0, t.kind.length);
  } catch (e) {
    // A scanner fault (nesting deeper than the stack, say) is one more reason to let the parser decide.
    onUnsure?.(e instanceof Unsure ? e.why : `scanner error: ${(e as Error).message}`);
    return undefined;
  }
  const { t } = s;
  const lines = lineStarts(source);
  const at = (offset: number): Position => {
    const line = lineOf(lines, offset);
    return { line: line + 1, column: offset - lines[line]! + 1 };
  };
  const lineText = (line: number) =>
    source.slice(lines[line], line + 1 < lines.length ? lines[line + 1]! - 1 : source.length);
  // Document order of the nodes (the parser's pre-order), which nesting relies on for equal ranges.
  const raw = [...s.defs].sort((a, b) => t.start[a.node]! - t.start[b.node]!);
  const defs: FlatDefinition[] = raw.map((d) => {
    const start = at(t.start[d.outer]!);
    const doc = leadingDoc(s, d.outer, start.line - 1, lines);
    return {
      name: d.name,
      kind: d.kind,
      start,
      end: at(d.endAt),
      ...(doc ? { doc } : {}),
      signature: lineText(lineOf(lines, t.start[d.node]!)).trim().slice(0, 200),
      classLike: d.classLike,
    };
  });
  const definitions = nestDefinitions(defs);
  const defLines = new Set(definitions.map((d) => `${d.name}:${d.start.line}`));
  return {
    definitions,
    references: refsExcept(refs, defLines),
    imports: importSpecifiers(
      s.imports.map(([a, b]) => ({ text: source.slice(t.start[a], t.end[b]), kind: 'import_statement' })),
    ),
  };
}

/** Comments right before token `tok` (no blank line between), as the parser's previous siblings. */
function leadingDoc(s: Scan, tok: number, startLine: number, lines: number[]): string | undefined {
  const { cb, commentStart, commentEnd, source } = s.t;
  const from = tok > 0 ? cb[tok - 1]! : 0;
  const parts: string[] = [];
  let expect = startLine;
  for (let c = cb[tok]! - 1; c >= from; c--) {
    if (s.absorbed.has(c)) break;
    const end = lineOf(lines, commentEnd[c]! - 1);
    if (end < expect - 1) break;
    parts.unshift(source.slice(commentStart[c], commentEnd[c]));
    expect = lineOf(lines, commentStart[c]!);
  }
  return parts.length ? parts.join('\n') : undefined;
}

function lineStarts(source: string): number[] {
  const out = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) out.push(i + 1);
  return out;
}

/** 0-based line of an offset (binary search over line starts). */
function lineOf(lines: number[], offset: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
