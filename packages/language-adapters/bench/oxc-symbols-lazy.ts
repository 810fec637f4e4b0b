// The same symbols as oxc-symbols.ts through oxc-parser's lazy raw transfer (Node >= 22): a Visitor reads only
// the node types that define, wrap or import something; nothing else is deserialized into JS objects.
import type { FileSymbols, Position } from '@sextant/core-engine/ports';
import type { ParserOptions } from 'oxc-parser';
import * as oxc from 'oxc-parser';
import { importSpecifiers } from '../src/symbols/imports.js';
import { nestDefinitions } from '../src/symbols/nest.js';
import type { FlatDefinition } from '../src/symbols/nest.js';
import { scanReferences } from '../src/symbols/references.js';
import type { Node } from './oxc-symbols.js';
import { endOf, isExternal, keyText, leadingDoc, lineOf, lineStarts, lineText, startOf } from './oxc-symbols.js';

const FUNCTION_VALUES = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);
// Lazy nodes carry `type` only where Rust has several kinds in one struct (Function, Class…).
type LazyVisitor = new (visitors: Record<string, (node: Node) => unknown>) => unknown;
// Exported by oxc-parser's JavaScript, not (yet) by its type declarations.
const { experimentalGetLazyVisitor } = oxc as unknown as { experimentalGetLazyVisitor(): LazyVisitor };
let Visitor: LazyVisitor | undefined;

export function oxcSymbolsLazy(source: string, lang: 'js' | 'ts'): FileSymbols | undefined {
  const res = oxc.parseSync(`file.${lang}`, source, {
    lang,
    sourceType: 'unambiguous',
    experimentalLazy: true,
  } as ParserOptions) as unknown as {
    errors: unknown[];
    comments: { start: number; end: number }[];
    visit(v: unknown): void;
    dispose(): void;
  };
  try {
    if (res.errors.length) return undefined;
    const comments = [...res.comments].map((c) => ({ start: c.start, end: c.end }));
    const lines = lineStarts(source);
    const at = (offset: number): Position => {
      const line = lineOf(lines, offset);
      return { line: line + 1, column: offset - lines[line]! + 1 };
    };
    const defs: FlatDefinition[] = [];
    const imports: { text: string; kind: string }[] = [];
    // Open wrappers. The lazy AST has no parent links: an export wraps a definition when only `export`
    // (`default`, decorators) stands between them; a declarator's declaration is the innermost open one.
    const exports: Node[] = [];
    const decls: Node[] = [];
    const fors: Node[] = [];
    const wrapped = (node: Node, declarator: boolean): { outer: Node; forInit: boolean } => {
      let outer = node;
      if (declarator) {
        outer = decls.at(-1)!;
        const loop = fors.at(-1);
        if (loop && (loop.init as Node | null)?.start === outer.start) return { outer, forInit: true };
      }
      const exp = exports.at(-1);
      const between = exp ? source.slice(exp.start, outer.start) : '';
      if (!node.declare && exp && /^export\s+(default\s+)?$/.test(between)) outer = exp;
      return { outer, forInit: false };
    };
    const add = (node: Node, name: string, kind: string, classLike = false, declarator = false) => {
      const { outer, forInit } = wrapped(node, declarator);
      const start = startOf(source, outer, node);
      const doc = leadingDoc(source, comments, start, lines);
      defs.push({
        name,
        kind,
        start: at(start),
        end: at(endOf(source, outer, forInit)),
        ...(doc ? { doc } : {}),
        signature: lineText(source, lines, lineOf(lines, startOf(source, node, node)))
          .trim()
          .slice(0, 200),
        classLike,
      });
    };
    const named =
      (kind: string, classLike = false) =>
      (n: Node) => {
        const id = n.id as Node | null;
        if (id) add(n, id.name as string, kind, classLike);
      };
    const method = (n: Node) => add(n, keyText(source, n), 'method');
    const push = (stack: Node[]) => (n: Node) => void stack.push(n);
    const pop = (stack: Node[]) => () => void stack.pop();
    Visitor ??= experimentalGetLazyVisitor();
    res.visit(
      new Visitor({
        ImportDeclaration: (n: Node) => imports.push({ text: source.slice(n.start, n.end), kind: 'import_statement' }),
        TSImportEqualsDeclaration: (n: Node) =>
          isExternal(n) && imports.push({ text: source.slice(n.start, n.end), kind: 'import_statement' }),
        ExportNamedDeclaration: push(exports),
        'ExportNamedDeclaration:exit': pop(exports),
        ExportDeclaration: push(exports), // `export <declaration>` in the lazy (Rust) AST
        'ExportDeclaration:exit': pop(exports),
        ExportDefaultDeclaration: push(exports),
        'ExportDefaultDeclaration:exit': pop(exports),
        VariableDeclaration: push(decls),
        'VariableDeclaration:exit': pop(decls),
        ForStatement: push(fors),
        'ForStatement:exit': pop(fors),
        Function: (n: Node) => n.type === 'FunctionDeclaration' && named('function')(n),
        Class: (n: Node) => n.type === 'ClassDeclaration' && named('class', true)(n),
        TSInterfaceDeclaration: named('interface'),
        TSTypeAliasDeclaration: named('type'),
        TSEnumDeclaration: named('enum'),
        MethodDefinition: (n: Node) =>
          (n.type === 'TSAbstractMethodDefinition' || (n.value as Node).type !== 'TSEmptyBodyFunctionExpression') &&
          method(n),
        ObjectProperty: (n: Node) => (n.method || n.kind === 'get' || n.kind === 'set') && method(n),
        VariableDeclarator: (n: Node) => {
          const init = n.init as Node | null;
          if (!init || !FUNCTION_VALUES.has(init.type ?? init.constructor.name)) return;
          const id = n.id as Node;
          add(n, typeof id.name === 'string' ? id.name : source.slice(id.start, id.end), 'function', false, true);
        },
      }),
    );
    const definitions = nestDefinitions(defs);
    const defLines = new Set(definitions.map((d) => `${d.name}:${d.start.line}`));
    return { definitions, references: scanReferences(source, defLines), imports: importSpecifiers(imports) };
  } finally {
    res.dispose();
  }
}
