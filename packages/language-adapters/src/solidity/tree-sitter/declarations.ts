import type { SgNode } from '@ast-grep/napi';
import type { Ast } from '../ast.js';
import { args } from './expressions.js';
import { stmt } from './statements.js';
import { at, declaration, field, hasToken, typeName } from './nodes.js';

function functionLike(n: SgNode): Ast {
  const k = n.kind();
  // one pass over the children: each napi call costs, and function headers have many tokens
  let ret: SgNode | undefined;
  let vis: string | undefined;
  let mut: string | undefined;
  let body: SgNode | undefined;
  let name: string | null = null;
  let isVirtual = false;
  const parameters: Ast[] = [];
  const modifiers: Ast[] = [];
  const kids = n.children();
  const first = kids[0]?.text();
  for (const c of kids) {
    if (!c.isNamed()) continue;
    const ck = c.kind();
    if (ck === 'parameter') parameters.push(declaration(c));
    else if (ck === 'return_type_definition') ret = c;
    else if (ck === 'visibility') vis = c.text();
    else if (ck === 'state_mutability') mut = c.text();
    else if (ck === 'function_body') body = c;
    else if (ck === 'identifier' && name === null) name = c.text();
    else if (ck === 'virtual') isVirtual = true;
    else if (ck === 'modifier_invocation' && c.text() === 'constant')
      mut = 'view'; // tree-sitter's reading of pre-0.5 `constant`
    else if (ck === 'modifier_invocation')
      modifiers.push({
        name: c
          .children()
          .filter((x) => x.kind() === 'identifier')
          .map((x) => x.text())
          .join('.'),
        arguments: args(c),
      });
  }
  return at(n, {
    type: k === 'modifier_definition' ? 'ModifierDefinition' : 'FunctionDefinition',
    name: k === 'function_definition' || k === 'modifier_definition' ? name : null,
    parameters,
    returnParameters: ret
      ? ret
          .children()
          .filter((c) => c.kind() === 'parameter')
          .map(declaration)
      : null,
    modifiers,
    visibility: vis ?? 'default',
    stateMutability: mut ?? null,
    body: body ? stmt(body) : null,
    isConstructor: k === 'constructor_definition',
    isReceiveEther: k === 'fallback_receive_definition' && first === 'receive',
    // pre-0.6 fallback: `function () external payable`
    isFallback:
      (k === 'fallback_receive_definition' && first !== 'receive') || (k === 'function_definition' && name === null),
    isVirtual,
  });
}

function member(n: SgNode): Ast | undefined {
  switch (String(n.kind())) {
    case 'state_variable_declaration':
      return at(n, {
        type: 'StateVariableDeclaration',
        variables: [
          {
            name: n.field('name')?.text(),
            typeName: typeName(n.field('type')),
            isDeclaredConst: hasToken(n, 'constant'),
            isImmutable: n.children().some((c) => c.kind() === 'immutable'),
          },
        ],
      });
    case 'function_definition':
    case 'constructor_definition':
    case 'fallback_receive_definition':
    case 'modifier_definition':
      return functionLike(n);
    case 'struct_declaration':
      return at(n, {
        type: 'StructDefinition',
        name: n.field('name')?.text(),
        members: (n.field('body')?.children() ?? [])
          .filter((c) => c.kind() === 'struct_member')
          .map((m) => ({ name: m.field('name')?.text(), typeName: typeName(m.field('type')) })),
      });
    case 'using_directive': {
      const alias = n.children().find((c) => c.kind() === 'type_alias');
      const source = n.field('source');
      return at(n, {
        type: 'UsingForDeclaration',
        libraryName: alias ? alias.text().replace(/\s+/g, '') : null,
        functions: n
          .children()
          .filter((c) => c.kind() === 'using_alias')
          .map(
            (c) =>
              c
                .children()
                .find((x) => x.kind() === 'user_defined_type')
                ?.text()
                .replace(/\s+/g, '') ?? '',
          ),
        typeName: source && source.kind() === 'type_name' ? typeName(source) : null,
        isGlobal: hasToken(n, 'global'),
      });
    }
    case 'event_definition':
    case 'error_declaration':
    case 'enum_declaration':
    case 'user_defined_type_definition':
      return { type: String(n.kind()), name: n.field('name')?.text() };
    default:
      return undefined;
  }
}

function contract(n: SgNode): Ast {
  const k = n.kind();
  const kind =
    k === 'interface_declaration'
      ? 'interface'
      : k === 'library_declaration'
        ? 'library'
        : hasToken(n, 'abstract')
          ? 'abstract'
          : 'contract';
  return at(n, {
    type: 'ContractDefinition',
    name: n.field('name')?.text(),
    kind,
    baseContracts: n
      .children()
      .filter((c) => c.kind() === 'inheritance_specifier')
      .map((c) => ({ baseName: { namePath: c.field('ancestor')?.text().replace(/\s+/g, '') } })),
    subNodes: (n.field('body')?.children() ?? []).map(member).filter(Boolean),
  });
}

/** `import "x";`, `import "x" as X;`, `import * as X from "x";`, `import {A as B, C} from "x";` */
function importDirective(n: SgNode): Ast {
  const kids = n.children();
  const symbolAliases: [string, string | null][] = [];
  let unitAlias: string | null = null;
  let braces = false;
  for (let i = 0; i < kids.length; i++) {
    const c = kids[i] as SgNode;
    const t = c.text();
    if (t === '{') braces = true;
    else if (t === '}') braces = false;
    else if (c.kind() === 'identifier' && kids[i - 1]?.text() === 'as' && !braces) unitAlias = t;
    else if (c.kind() === 'identifier' && braces) {
      const aliased = kids[i + 1]?.text() === 'as' ? (kids[i + 2]?.text() ?? null) : null;
      symbolAliases.push([t, aliased]);
      if (aliased) i += 2;
    }
  }
  return {
    type: 'ImportDirective',
    path: field(n, 'source')?.text().slice(1, -1) ?? '',
    unitAlias,
    symbolAliases: symbolAliases.length ? symbolAliases : null,
  };
}

/** A solidity-parser-shaped SourceUnit from a tree-sitter `source_file`. */
export function sourceUnit(root: SgNode): Ast {
  const children: Ast[] = [];
  for (const c of root.children()) {
    const k = String(c.kind());
    if (k === 'import_directive') children.push(importDirective(c));
    else if (k === 'contract_declaration' || k === 'interface_declaration' || k === 'library_declaration')
      children.push(contract(c));
    else {
      const m = member(c);
      if (m) children.push(m);
    }
  }
  return { type: 'SourceUnit', children };
}
