// Symbols of a JS/TS file from oxc-parser's AST, following the tree-sitter extractor's rules (language-specs.ts:
// which nodes define what, wrapper ranges, leading comments, signature line, nesting). A bench candidate only:
// js-symbols-oxc.ts measures it against the tree-sitter extractor and the hand-written scanner.
import type { FileSymbols, Position } from '@sextant/core-engine/ports';
import type { ParserOptions } from 'oxc-parser';
import { parseSync, visitorKeys } from 'oxc-parser';
import { importSpecifiers } from '../src/symbols/imports.js';
import { nestDefinitions } from '../src/symbols/nest.js';
import type { FlatDefinition } from '../src/symbols/nest.js';
import { scanReferences } from '../src/symbols/references.js';

export type Node = { type: string; start: number; end: number; [k: string]: unknown };
type Mode = 'standard' | 'raw';

const FUNCTION_VALUES = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);
const WRAPPERS = new Set(['ExportNamedDeclaration', 'ExportDefaultDeclaration', 'VariableDeclaration']);
const SIMPLE: Record<string, string> = {
  FunctionDeclaration: 'function',
  ClassDeclaration: 'class',
  TSInterfaceDeclaration: 'interface',
  TSTypeAliasDeclaration: 'type',
  TSEnumDeclaration: 'enum',
  TSAbstractMethodDefinition: 'method',
};

const options = (mode: Mode, lang: 'js' | 'ts'): ParserOptions =>
  ({ lang, sourceType: 'unambiguous', ...(mode === 'raw' ? { experimentalRawTransfer: true } : {}) }) as ParserOptions;

/** Parse only (the floor of any extractor built on oxc). */
export function oxcParse(source: string, lang: 'js' | 'ts', mode: Mode): unknown {
  return parseSync(`file.${lang}`, source, options(mode, lang)).program;
}

/** Definitions, references and imports, or undefined when oxc reports a syntax error (the caller falls back). */
export function oxcSymbols(source: string, lang: 'js' | 'ts', mode: Mode): FileSymbols | undefined {
  const res = parseSync(`file.${lang}`, source, options(mode, lang));
  if (res.errors.length) return undefined;
  const comments = res.comments as { start: number; end: number }[];
  const lines = lineStarts(source);
  const at = (offset: number): Position => {
    const line = lineOf(lines, offset);
    return { line: line + 1, column: offset - lines[line]! + 1 };
  };
  const defs: FlatDefinition[] = [];
  const imports: { text: string; kind: string }[] = [];
  const add = (node: Node, name: string, kind: string, chain: Node[], classLike = false) => {
    let outer = node;
    let up = chain.length; // chain[up - 1] is outer's parent
    // `declare …` is tree-sitter's ambient_declaration, which is no wrapper: the range starts after the keyword.
    if (!node.declare) for (; up > 0 && WRAPPERS.has(chain[up - 1]!.type); up--) outer = chain[up - 1]!;
    const start = startOf(source, outer, node);
    const doc = leadingDoc(source, comments, start, lines);
    defs.push({
      name,
      kind,
      start: at(start),
      end: at(endOf(source, outer, outer.type === 'VariableDeclaration' && chain[up - 1]?.init === outer)),
      ...(doc ? { doc } : {}),
      signature: lineText(source, lines, lineOf(lines, startOf(source, node, node)))
        .trim()
        .slice(0, 200),
      classLike,
    });
  };
  const visit = (node: Node, chain: Node[]) => {
    const t = node.type;
    if (t === 'ImportDeclaration' || (t === 'TSImportEqualsDeclaration' && isExternal(node)))
      imports.push({ text: source.slice(node.start, node.end), kind: 'import_statement' });
    else if (t === 'FunctionDeclaration' || t === 'ClassDeclaration') {
      const id = node.id as Node | null;
      if (id) add(node, id.name as string, SIMPLE[t]!, chain, t === 'ClassDeclaration');
    } else if (SIMPLE[t] && t !== 'TSAbstractMethodDefinition')
      add(node, (node.id as Node).name as string, SIMPLE[t]!, chain);
    else if (t === 'MethodDefinition' || t === 'TSAbstractMethodDefinition') {
      const value = node.value as Node;
      if (t === 'TSAbstractMethodDefinition' || value.type !== 'TSEmptyBodyFunctionExpression')
        add(node, keyText(source, node), 'method', chain);
    } else if (t === 'Property' && (node.method || node.kind === 'get' || node.kind === 'set'))
      add(node, keyText(source, node), 'method', chain);
    else if (t === 'VariableDeclarator') {
      const init = node.init as Node | null;
      if (init && FUNCTION_VALUES.has(init.type)) {
        const id = node.id as Node;
        add(node, id.type === 'Identifier' ? (id.name as string) : source.slice(id.start, id.end), 'function', chain);
      }
    }
    chain.push(node);
    for (const key of (visitorKeys as Record<string, readonly string[]>)[t] ?? []) {
      const v = node[key];
      if (Array.isArray(v)) {
        for (const c of v)
          if (c && typeof c === 'object' && typeof (c as Node).type === 'string') visit(c as Node, chain);
      } else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') visit(v as Node, chain);
    }
    chain.pop();
  };
  visit(res.program as unknown as Node, []);
  // Document order of the nodes, which nesting relies on for equal ranges.
  const definitions = nestDefinitions(defs);
  const defLines = new Set(definitions.map((d) => `${d.name}:${d.start.line}`));
  return {
    definitions,
    references: scanReferences(source, defLines),
    imports: importSpecifiers(imports),
  };
}

export const isExternal = (node: Node) =>
  (node.moduleReference as Node | undefined)?.type === 'TSExternalModuleReference';

/** The key as tree-sitter names it: the source text, with the brackets of a computed key. */
export function keyText(source: string, node: Node): string {
  const key = node.key as Node;
  if (!node.computed) return source.slice(key.start, key.end);
  const open = source.lastIndexOf('[', key.start);
  const close = source.indexOf(']', key.end);
  return source.slice(open, close + 1);
}

/**
 * Where tree-sitter's node starts: after `declare` (oxc's span includes it); a class member after its
 * decorators (tree-sitter makes them siblings), a class before them even when they precede `export`.
 */
export function startOf(source: string, outer: Node, node: Node): number {
  let start = outer.start;
  const decorators = (node.decorators as Node[] | undefined) ?? [];
  if (decorators.length && node.type !== 'ClassDeclaration') {
    start = decorators.at(-1)!.end;
    while (/\s/.test(source[start] ?? '')) start++;
  } else if (decorators.length) start = Math.min(start, decorators[0]!.start);
  if (outer.declare) {
    const m = /^declare\s+/.exec(source.slice(start, start + 40));
    if (m) start += m[0].length;
  }
  return start;
}

/** Where tree-sitter's node ends: abstract members without their `;`, a for-loop's `var` with it. */
export function endOf(source: string, outer: Node, forInit: boolean): number {
  if (outer.type === 'TSAbstractMethodDefinition' && source[outer.end - 1] === ';') return outer.end - 1;
  if (forInit) {
    let end = outer.end;
    while (/\s/.test(source[end] ?? '')) end++;
    if (source[end] === ';') return end + 1;
  }
  return outer.end;
}

/** Comments right before `start` with only whitespace between, and no blank line (the parser's siblings). */
export function leadingDoc(
  source: string,
  comments: readonly { start: number; end: number }[],
  start: number,
  lines: number[],
): string | undefined {
  let i = upperBound(comments, start) - 1;
  const parts: string[] = [];
  let next = start;
  let expect = lineOf(lines, start);
  for (; i >= 0; i--) {
    const c = comments[i]!;
    if (source.slice(c.end, next).trim() !== '') break;
    if (lineOf(lines, c.end - 1) < expect - 1) break;
    parts.unshift(source.slice(c.start, c.end));
    next = c.start;
    expect = lineOf(lines, c.start);
  }
  return parts.length ? parts.join('\n') : undefined;
}

function upperBound(comments: readonly { start: number; end: number }[], offset: number): number {
  let lo = 0;
  let hi = comments.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (comments[mid]!.end <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function lineText(source: string, lines: number[], line: number): string {
  return source.slice(lines[line], line + 1 < lines.length ? lines[line + 1]! - 1 : source.length);
}

export function lineStarts(source: string): number[] {
  const out = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) out.push(i + 1);
  return out;
}

export function lineOf(lines: number[], offset: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
