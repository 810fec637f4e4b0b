import type { SgNode } from '@ast-grep/napi';
import type { Ast } from '../ast.js';

/** Named children, with the grammar's `expression`/`statement` wrappers looked through. */
export function named(n: SgNode): SgNode[] {
  return n
    .children()
    .filter((c) => c.isNamed() && c.kind() !== 'comment')
    .map(unwrap);
}

function unwrap(n: SgNode): SgNode {
  let cur = n;
  while (cur.kind() === 'expression' || cur.kind() === 'statement') {
    const inner = cur.children().find((c) => c.isNamed() && c.kind() !== 'comment');
    if (!inner) break;
    cur = inner;
  }
  return cur;
}

export function field(n: SgNode, name: string): SgNode | null {
  const f = n.field(name);
  return f ? unwrap(f) : null;
}

/** True when an anonymous token with this text is a direct child (`constant`, `abstract`, `global`…). */
export function hasToken(n: SgNode, text: string): boolean {
  return n.children().some((c) => !c.isNamed() && c.text() === text);
}

/** Keeps the tree-sitter node for its text and position (read on demand: see `startOf`). */
export function at(n: SgNode, node: Ast): Ast {
  node.sg = n;
  return node;
}

/** solidity-parser-shaped type name from a tree-sitter `type_name` (or primitive/user-defined type). */
export function typeName(n: SgNode | null): Ast {
  if (!n) return null;
  const k = n.kind();
  if (k === 'primitive_type') return { type: 'ElementaryTypeName', name: n.text().replace(/\s+payable$/, '') };
  if (k === 'user_defined_type') return { type: 'UserDefinedTypeName', namePath: n.text().replace(/\s+/g, '') };
  if (k !== 'type_name') return null;
  const key = n.field('key_type');
  if (key) return { type: 'Mapping', keyType: typeName(key), valueType: typeName(n.field('value_type')) };
  const kids = n.children().filter((c) => c.isNamed());
  const inner = kids.find((c) => c.kind() === 'type_name');
  if (inner && n.text().trimEnd().endsWith(']')) {
    const len = kids.find((c) => c.kind() === 'expression');
    return {
      type: 'ArrayTypeName',
      baseTypeName: typeName(inner),
      length: len ? { type: 'NumberLiteral', number: len.text() } : null,
    };
  }
  if (n.text().startsWith('function')) return { type: 'FunctionTypeName' };
  const first = kids[0];
  return first ? typeName(first) : { type: 'ElementaryTypeName', name: n.text() };
}

/** A parameter / variable declaration. */
export function declaration(n: SgNode): Ast {
  return at(n, {
    type: 'VariableDeclaration',
    name: n.field('name')?.text() ?? null,
    typeName: typeName(n.field('type')),
    storageLocation: n.field('location')?.text() ?? null,
  });
}
