import type { SgNode } from '@ast-grep/napi';
import type { Ast } from '../ast.js';
import { stmt } from './statements.js';
import { at, declaration, field, hasToken, typeName } from './nodes.js';

const params = (n: SgNode) => n.children().filter((c) => c.kind() === 'parameter').map(declaration);

function functionLike(n: SgNode): Ast {
  const k = n.kind();
  const ret = n.children().find((c) => c.kind() === 'return_type_definition');
  const vis = n.children().find((c) => c.kind() === 'visibility')?.text();
  const mut = n.children().find((c) => c.kind() === 'state_mutability')?.text();
  const body = n.field('body');
  const first = n.children()[0]?.text();
  return at(n, {
    type: k === 'modifier_definition' ? 'ModifierDefinition' : 'FunctionDefinition',
    name: k === 'function_definition' || k === 'modifier_definition' ? (n.field('name')?.text() ?? null) : null,
    parameters: params(n),
    returnParameters: ret ? ret.children().filter((c) => c.kind() === 'parameter').map(declaration) : null,
    modifiers: n.children().filter((c) => c.kind() === 'modifier_invocation').map((m) => ({
      name: m.children().filter((c) => c.kind() === 'identifier').map((c) => c.text()).join('.'),
    })),
    visibility: vis ?? 'default',
    stateMutability: mut ?? null,
    body: body ? stmt(body) : null,
    isConstructor: k === 'constructor_definition',
    isReceiveEther: k === 'fallback_receive_definition' && first === 'receive',
    isFallback: k === 'fallback_receive_definition' && first !== 'receive',
    isVirtual: n.children().some((c) => c.kind() === 'virtual'),
  });
}

function member(n: SgNode): Ast | undefined {
  switch (String(n.kind())) {
    case 'state_variable_declaration':
      return at(n, {
        type: 'StateVariableDeclaration',
        variables: [{ name: n.field('name')?.text(), typeName: typeName(n.field('type')), isDeclaredConst: hasToken(n, 'constant'), isImmutable: n.children().some((c) => c.kind() === 'immutable') }],
      });
    case 'function_definition':
    case 'constructor_definition':
    case 'fallback_receive_definition':
    case 'modifier_definition':
      return functionLike(n);
    case 'struct_declaration':
      return at(n, {
        type: 'StructDefinition', name: n.field('name')?.text(),
        members: (n.field('body')?.children() ?? []).filter((c) => c.kind() === 'struct_member').map((m) => ({ name: m.field('name')?.text(), typeName: typeName(m.field('type')) })),
      });
    case 'using_directive': {
      const alias = n.children().find((c) => c.kind() === 'type_alias');
      const source = n.field('source');
      return at(n, {
        type: 'UsingForDeclaration',
        libraryName: alias ? alias.text().replace(/\s+/g, '') : null,
        functions: n.children().filter((c) => c.kind() === 'using_alias').map((c) => c.children().find((x) => x.kind() === 'user_defined_type')?.text().replace(/\s+/g, '') ?? ''),
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
  const kind = k === 'interface_declaration' ? 'interface' : k === 'library_declaration' ? 'library' : hasToken(n, 'abstract') ? 'abstract' : 'contract';
  return at(n, {
    type: 'ContractDefinition',
    name: n.field('name')?.text(),
    kind,
    baseContracts: n.children().filter((c) => c.kind() === 'inheritance_specifier').map((c) => ({ baseName: { namePath: c.field('ancestor')?.text().replace(/\s+/g, '') } })),
    subNodes: (n.field('body')?.children() ?? []).map(member).filter(Boolean),
  });
}

/** A solidity-parser-shaped SourceUnit from a tree-sitter `source_file`. */
export function sourceUnit(root: SgNode): Ast {
  const children: Ast[] = [];
  for (const c of root.children()) {
    const k = String(c.kind());
    if (k === 'import_directive') children.push({ type: 'ImportDirective', path: field(c, 'source')?.text().slice(1, -1) ?? '' });
    else if (k === 'contract_declaration' || k === 'interface_declaration' || k === 'library_declaration') children.push(contract(c));
    else {
      const m = member(c);
      if (m) children.push(m);
    }
  }
  return { type: 'SourceUnit', children };
}
