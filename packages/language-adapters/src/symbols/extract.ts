import type { FileSymbols, SourceFile, SymbolDefinition } from '@sextant/core-engine';
import type { SgNode } from '@ast-grep/napi';
import { ensureLanguage } from '../ast-grep/dynamic-languages.js';
import { symbolSpecs } from './language-specs.js';
import type { SymbolSpec } from './language-specs.js';
import { extractImports } from './imports.js';
import { scanReferences } from './references.js';

const NAME_KINDS = new Set(['identifier', 'type_identifier', 'property_identifier', 'field_identifier', 'constant']);
const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function', 'generator_function', 'class']);

/** Returns the `symbols` capability of the adapter with this id. */
export function createSymbolExtractor(id: string): (file: SourceFile) => Promise<FileSymbols> {
  const spec = symbolSpecs[id];
  if (!spec) throw new Error(`no symbol spec for ${id}`);
  return async (file) => {
    const sg = await ensureLanguage(spec.lang.toLowerCase());
    const lang = (sg.Lang as Record<string, string>)[spec.lang] ?? spec.lang;
    const root = sg.parse(lang as never, file.content).root();
    // One traversal finds definitions and imports together.
    const importKinds = kindsFor(root, spec, 'imports');
    const kinds = [...kindsFor(root, spec, 'definitions'), ...importKinds];
    const nodes = root.findAll({ rule: { any: kinds.map((kind) => ({ kind })) } });
    const isImport = new Set(importKinds);
    const definitions = findDefinitions(
      nodes.filter((n) => !isImport.has(n.kind() as string)),
      spec,
      file.content.split('\n'),
    );
    const defLines = new Set(definitions.map((d) => `${d.name}:${d.start.line}`));
    return {
      definitions,
      references: scanReferences(file.content, defLines),
      imports: extractImports(nodes.filter((n) => isImport.has(n.kind() as string))),
    };
  };
}

function nameOf(node: SgNode, spec: SymbolSpec): string | undefined {
  const kind = node.kind() as string;
  const field = spec.nameField?.[kind] ?? 'name';
  const named = (node as unknown as { field(n: string): SgNode | null }).field(field);
  if (named) return named.text();
  const child = node.children().find((c) => NAME_KINDS.has(c.kind() as string));
  return child?.text() ?? spec.defaultNames?.[kind];
}

function outerNode(node: SgNode, spec: SymbolSpec): SgNode {
  let outer = node;
  for (let p = outer.parent(); p && spec.wrappers.includes(p.kind() as string); p = p.parent()) outer = p;
  return outer;
}

function leadingDoc(outer: SgNode, spec: SymbolSpec): string | undefined {
  const lines: string[] = [];
  let expectLine = outer.range().start.line;
  // Python puts a comment before a block's first statement ahead of the block itself.
  const first = outer.prev() ?? (outer.parent()?.kind() === 'block' ? outer.parent()!.prev() : null);
  for (let prev = first; prev && spec.comments.includes(prev.kind() as string); prev = prev.prev()) {
    const r = prev.range();
    if (r.end.line < expectLine - 1) break;
    lines.unshift(prev.text());
    expectLine = r.start.line;
  }
  return lines.length ? lines.join('\n') : undefined;
}

function docstring(node: SgNode): string | undefined {
  const body = (node as unknown as { field(n: string): SgNode | null }).field('body');
  const first = body?.children()[0];
  if (first?.kind() !== 'expression_statement') return undefined;
  const str = first.children()[0];
  return str?.kind() === 'string' ? str.text() : undefined;
}

// Specs share kind lists between related grammars (TS/JS); keep the kinds this grammar knows.
const validKinds = new Map<string, string[]>();
function kindsFor(root: SgNode, spec: SymbolSpec, group: 'definitions' | 'imports'): string[] {
  const key = `${spec.lang}:${group}`;
  let kinds = validKinds.get(key);
  if (!kinds) {
    const all = group === 'definitions' ? Object.keys(spec.definitions) : spec.imports;
    kinds = all.filter((kind) => {
      try {
        root.find({ rule: { kind } });
        return true;
      } catch {
        return false;
      }
    });
    validKinds.set(key, kinds);
  }
  return kinds;
}

function findDefinitions(nodes: readonly SgNode[], spec: SymbolSpec, lines: readonly string[]): SymbolDefinition[] {
  const defs: (SymbolDefinition & { classLike: boolean })[] = [];
  for (const node of nodes) {
    const kind = node.kind() as string;
    if (kind === 'variable_declarator') {
      const value = (node as unknown as { field(n: string): SgNode | null }).field('value');
      if (!value || !FUNCTION_VALUES.has(value.kind() as string)) continue;
    }
    const name = nameOf(node, spec);
    if (!name) continue;
    const outer = outerNode(node, spec);
    const r = outer.range();
    const doc = leadingDoc(outer, spec) ?? (spec.docstrings ? docstring(node) : undefined);
    defs.push({
      name,
      kind: spec.definitions[kind]!,
      start: { line: r.start.line + 1, column: r.start.column + 1 },
      end: { line: r.end.line + 1, column: r.end.column + 1 },
      ...(doc ? { doc } : {}),
      signature: (lines[node.range().start.line] ?? '').trim().slice(0, 200),
      classLike: spec.classLike.includes(kind),
    });
  }
  defs.sort((a, b) => a.start.line - b.start.line || b.end.line - a.end.line);
  // Containers from ranges: the innermost enclosing definition.
  const stack: (SymbolDefinition & { classLike: boolean })[] = [];
  const out: SymbolDefinition[] = [];
  for (const d of defs) {
    while (stack.length && !encloses(stack[stack.length - 1]!, d)) stack.pop();
    const parent = stack[stack.length - 1];
    const { classLike: _classLike, ...def } = d;
    if (parent) {
      def.container = parent.name;
      if (def.kind === 'function' && parent.classLike) def.kind = 'method';
    }
    out.push(def);
    stack.push(d);
  }
  return out;
}

function encloses(a: SymbolDefinition, b: SymbolDefinition): boolean {
  const startsBefore =
    a.start.line < b.start.line || (a.start.line === b.start.line && a.start.column <= b.start.column);
  const endsAfter = a.end.line > b.end.line || (a.end.line === b.end.line && a.end.column >= b.end.column);
  return startsBefore && endsAfter;
}
