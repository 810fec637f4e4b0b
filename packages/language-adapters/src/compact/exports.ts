import type { CompactDeclaration, CompactImport } from './types.js';

/**
 * Applies `export { a, b };` lists to the declarations they name, so `exported` is the one answer to "is it
 * exported": a list exports names of its own scope (the file, or the module it sits in). At file level a list may
 * also re-export members of a module imported there (`import M;`, `import M prefix P_;`, `import { a as b } from M`);
 * those members are marked exported and returned as the contract's re-exported members.
 */
export function applyExportLists(declarations: readonly CompactDeclaration[]): Set<CompactDeclaration> {
  const reexported = new Set<CompactDeclaration>();
  for (const list of declarations) {
    if (list.kind !== 'export') continue;
    for (const name of list.names) {
      const own = declarations.filter((d) => d.name === name && d.container === list.container && isNamed(d));
      for (const d of own) d.exported = true;
      if (own.length > 0 || list.container) continue;
      for (const d of importedMembers(declarations, name)) {
        d.exported = true;
        reexported.add(d);
      }
    }
  }
  return reexported;
}

// Declarations an export list can name (not pragmas, imports or other lists).
const isNamed = (d: CompactDeclaration) => !['pragma', 'include', 'import', 'export', 'implements'].includes(d.kind);

/** Members of file-level imported modules (defined in this file) that `name` refers to at file level. */
function importedMembers(declarations: readonly CompactDeclaration[], name: string): CompactDeclaration[] {
  const imports = declarations.filter((d): d is CompactImport => d.kind === 'import' && !d.container && !d.isPath);
  return imports.flatMap((imp) => {
    const member = memberName(imp, name);
    return member === undefined
      ? []
      : declarations.filter((d) => d.container === imp.name && d.name === member && isNamed(d));
  });
}

function memberName(imp: CompactImport, name: string): string | undefined {
  if (imp.selection) return imp.selection.find((s) => (s.alias ?? s.name) === name)?.name;
  if (imp.prefix) return name.startsWith(imp.prefix) ? name.slice(imp.prefix.length) : undefined;
  return name;
}
