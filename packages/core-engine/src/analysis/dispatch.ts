import type { AnalyzedFunction, CallSite, CodeModel, UnitRef } from '../ports/code-analyzer.js';
import { holds, indexModel, unitKey } from './units.js';

/** Where calls and modifiers land when run on one unit. */
export interface Dispatcher {
  call(caller: AnalyzedFunction, c: CallSite): AnalyzedFunction | undefined;
  modifier(name: string): AnalyzedFunction | undefined;
}

/**
 * Resolves where an internal call lands when run on `unit`: virtual functions dispatch to the most
 * derived override, `super` to the next base after the caller's unit. Units are told apart by file and name.
 */
export function createDispatcher(model: CodeModel, unit: UnitRef): Dispatcher {
  const idx = indexModel(model);
  const lin = idx.unit(unit)?.linearization ?? [unit];
  const bySig = (units: readonly UnitRef[], sig: string) => {
    for (const u of units) {
      const f = idx.declared(u).find((x) => x.signature === sig && x.implemented);
      if (f) return f;
    }
    return undefined;
  };
  return {
    call(caller, c) {
      const t = c.target;
      if (!t) return undefined;
      const target = { file: t.file, name: t.unit };
      if (c.via === 'super') {
        const from = unitKey({ file: caller.file, name: caller.unit });
        const at = lin.findIndex((u) => unitKey(u) === from);
        return bySig(at >= 0 ? lin.slice(at + 1) : [target], t.signature);
      }
      if (c.via === 'internal' && holds(lin, target)) return bySig(lin, t.signature) ?? bySig([target], t.signature);
      return bySig([target], t.signature);
    },
    modifier(name) {
      for (const u of lin) {
        const m = idx.declared(u).find((x) => x.kind === 'modifier' && x.name === name);
        if (m) return m;
      }
      return undefined;
    },
  };
}
