import type { CompactDeclaration, CompactGenericParam, CompactParam } from './types.js';

const generics = (list: readonly CompactGenericParam[]) =>
  list.length ? `<${list.map((g) => (g.isSize ? `#${g.name}` : g.name)).join(', ')}>` : '';
const params = (list: readonly CompactParam[]) => `(${list.map((p) => `${p.name}: ${p.type}`).join(', ')})`;

/** A one-line signature of a declaration as a reader would write it (no bodies). */
export function signatureOf(decl: CompactDeclaration): string {
  const exp = decl.exported && decl.kind !== 'export' ? 'export ' : '';
  switch (decl.kind) {
    case 'pragma':
      return `pragma ${decl.name} ${decl.version};`;
    case 'include':
      return `include "${decl.name}";`;
    case 'import': {
      const sel = decl.selection
        ? `{ ${decl.selection.map((s) => (s.alias ? `${s.name} as ${s.alias}` : s.name)).join(', ')} } from `
        : '';
      const target = decl.isPath ? `"${decl.name}"` : decl.name;
      const args = decl.genericArgs ? `<${decl.genericArgs.join(', ')}>` : '';
      return `import ${sel}${target}${args}${decl.prefix ? ` prefix ${decl.prefix}` : ''};`;
    }
    case 'export':
      return `export { ${decl.names.join(', ')} };`;
    case 'module':
      return `${exp}module ${decl.name}${generics(decl.generics)}`;
    case 'ledger':
      return `${exp}${decl.sealed ? 'sealed ' : ''}ledger ${decl.name}: ${decl.type}`;
    case 'witness':
      return `${exp}witness ${decl.name}${generics(decl.generics)}${params(decl.params)}: ${decl.returnType}`;
    case 'circuit':
      return `${exp}${decl.pure ? 'pure ' : ''}circuit ${decl.name}${generics(decl.generics)}${params(decl.params)}: ${decl.returnType}`;
    case 'constructor':
      return `constructor${params(decl.params)}`;
    case 'struct':
      return `${exp}struct ${decl.name}${generics(decl.generics)} { ${decl.fields.map((f) => `${f.name}: ${f.type}`).join('; ')} }`;
    case 'enum':
      return `${exp}enum ${decl.name} { ${decl.members.join(', ')} }`;
    case 'contract':
      return `${exp}contract ${decl.name} { ${decl.circuits.map((c) => `${c.pure ? 'pure ' : ''}circuit ${c.name}${params(c.params)}: ${c.returnType};`).join(' ')} }`;
    case 'implements':
      return `contract implements ${decl.names.join(', ')};`;
    case 'type':
      return `${exp}${decl.isNew ? 'new ' : ''}type ${decl.name}${generics(decl.generics)} = ${decl.type}`;
  }
}
