// Solidity's file scoping: what a name means in one file, through that file's own imports
// (`import "x"`, `import "x" as X`, `import * as X from "x"`, `import {A as B} from "x"`, `X.Contract`).
import type { ResolvedImports } from '@sextant/core-engine/ports';
import type { Ast } from './ast.js';
import type { SolContract, SolFile } from './model.js';

/** A name at file level: a contract (interface, library) or an imported file under an alias. */
type SolSymbol = { kind: 'contract'; c: SolContract } | { kind: 'unit'; file: string };

/** Looks names up as the compiler does, from the file that uses them. */
export interface FileScopes {
  /** The contract `name` (`A`, `X.A`) denotes in `fromFile`, or undefined when its imports do not declare it. */
  contract(name: string, fromFile: string): SolContract | undefined;
}

export function createFileScopes(files: ReadonlyMap<string, SolFile>, imports: ResolvedImports): FileScopes {
  const scopes = new Map<string, Map<string, SolSymbol>>();
  const building = new Set<string>();
  const scopeOf = (path: string): Map<string, SolSymbol> => {
    const hit = scopes.get(path);
    if (hit) return hit;
    const out = new Map<string, SolSymbol>();
    if (building.has(path)) return out; // an import cycle: callers fall back on what the file can see
    building.add(path);
    const f = files.get(path);
    for (const d of (f?.imports ?? []) as Ast[]) {
      const target = imports.get(path)?.get(d.path);
      if (!target) continue;
      if (d.unitAlias) {
        out.set(d.unitAlias, { kind: 'unit', file: target });
        continue;
      }
      const inner = scopeOf(target);
      if (d.symbolAliases) {
        for (const [name, alias] of d.symbolAliases as [string, string | null][]) {
          const sym = inner.get(name);
          if (sym) out.set(alias ?? name, sym);
        }
      } else for (const [k, v] of inner) out.set(k, v);
    }
    for (const c of f?.contracts ?? []) out.set(c.name, { kind: 'contract', c });
    building.delete(path);
    scopes.set(path, out);
    return out;
  };
  return {
    contract(name, fromFile) {
      const parts = name.split('.');
      let scope = scopeOf(fromFile);
      for (let i = 0; i < parts.length; i++) {
        const sym = scope.get(parts[i] as string);
        if (!sym) return undefined;
        if (i === parts.length - 1) return sym.kind === 'contract' ? sym.c : undefined;
        if (sym.kind !== 'unit') return undefined; // `C.S`: a member of a contract, not a contract
        scope = scopeOf(sym.file);
      }
      return undefined;
    },
  };
}
