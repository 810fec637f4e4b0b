import type { Ast } from '../../../src/solidity/ast.js';

// solc's `src` offsets count bytes, not UTF-16 units.
function lineAt(source: Buffer, src: string): number {
  const offset = Number(src.split(':')[0]);
  let line = 1;
  for (let i = source.indexOf(10); i >= 0 && i < offset; i = source.indexOf(10, i + 1)) line++;
  return line;
}

/** AST children of a solc JSON node (type names left out). */
export function children(n: Ast): Ast[] {
  const out: Ast[] = [];
  for (const [k, v] of Object.entries(n)) {
    if (k === 'typeDescriptions' || k === 'typeName') continue;
    if (Array.isArray(v)) out.push(...v.filter((x) => x && typeof x === 'object' && x.nodeType));
    else if (v && typeof v === 'object' && (v as Ast).nodeType) out.push(v);
  }
  return out;
}

/** Every node by id, its contract and file, and `file:line` keys and lines as the analyzer reports them. */
export interface AstIndex {
  byId: Map<number, Ast>;
  /** declaration id -> contract node */
  owner: Map<number, Ast>;
  fileOf: Map<number, string>;
  keyOf(d: Ast): string;
  /** 1-based line of any node, given the file it is in. */
  lineOf(file: string, n: Ast): number;
}

export function indexAsts(asts: Record<string, Ast>, sources: Record<string, string>): AstIndex {
  const byId = new Map<number, Ast>();
  const owner = new Map<number, Ast>();
  const fileOf = new Map<number, string>();
  const index = (n: Ast, contract: Ast | undefined, file: string) => {
    if (n.id !== undefined) {
      byId.set(n.id, n);
      fileOf.set(n.id, file);
      if (contract) owner.set(n.id, contract);
    }
    for (const c of children(n)) index(c, n.nodeType === 'ContractDefinition' ? n : contract, file);
    if (n.nodeType === 'ContractDefinition' || n.nodeType === 'FunctionDefinition')
      for (const c of n.nodes ?? []) index(c, n.nodeType === 'ContractDefinition' ? n : contract, file);
  };
  for (const [p, ast] of Object.entries(asts)) index(ast, undefined, p);
  const bytes = new Map(Object.entries(sources).map(([p, c]) => [p, Buffer.from(c)]));
  const lineOf = (file: string, n: Ast) => lineAt(bytes.get(file) ?? Buffer.alloc(0), n.src);
  const keyOf = (d: Ast) => `${fileOf.get(d.id)}:${lineOf(fileOf.get(d.id) as string, d)}`;
  return { byId, owner, fileOf, keyOf, lineOf };
}
