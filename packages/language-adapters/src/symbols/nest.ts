import type { SymbolDefinition } from '@sextant/core-engine/ports';

/** A definition before nesting; `classLike` makes a nested function a method. */
export type FlatDefinition = SymbolDefinition & { classLike: boolean };

/**
 * Orders definitions by line and gives each its container: the innermost enclosing definition by range
 * (a function directly inside a class-like one becomes a method). Input in document order of the nodes.
 */
export function nestDefinitions(defs: FlatDefinition[]): SymbolDefinition[] {
  defs.sort((a, b) => a.start.line - b.start.line || b.end.line - a.end.line);
  const stack: FlatDefinition[] = [];
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
