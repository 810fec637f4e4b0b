// The solidity-parser AST is walked generically; one loose node type keeps the walkers short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Ast = any;

/** Source text of a node: rebuilt text, the tree-sitter node's text, or the slice of `range`. */
export function textOf(source: string, node: Ast): string {
  if (node?.txt !== undefined) return node.txt;
  if (node?.sg) return node.sg.text();
  return node?.range ? source.slice(node.range[0], node.range[1] + 1) : '';
}

/** Canonical spelling of a type name as written (`uint` becomes `uint256`). */
export function typeToString(t: Ast): string {
  if (!t) return '';
  switch (t.type) {
    case 'ElementaryTypeName':
      return t.name === 'uint' ? 'uint256' : t.name === 'int' ? 'int256' : t.name === 'byte' ? 'bytes1' : t.name;
    case 'UserDefinedTypeName':
      return t.namePath;
    case 'ArrayTypeName':
      return `${typeToString(t.baseTypeName)}[${t.length ? (t.length.number ?? '') : ''}]`;
    case 'Mapping':
      return `mapping(${typeToString(t.keyType)} => ${typeToString(t.valueType)})`;
    case 'FunctionTypeName':
      return 'function';
    default:
      return String(t.name ?? t.type);
  }
}

/** 1-based line, 0-based column of a node (solidity-parser `loc`, or the tree-sitter node's range on demand). */
export function startOf(node: Ast): { line: number; column: number } {
  if (node?.loc) return node.loc.start;
  const r = node?.sg?.range().start;
  return r ? { line: r.line + 1, column: r.column } : { line: 0, column: 0 };
}
