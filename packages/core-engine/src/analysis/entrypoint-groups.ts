import type { Entrypoint } from './entrypoints.js';
import { toEntrypointRow } from './entrypoints.js';

/** One entrypoint under its contract and access group: the file of `declared_in` is in the contract's `inherited`. */
export interface GroupedEntrypoint {
  /** `name(types)`; the name is its first part. */
  signature: string;
  visibility: string;
  mutability: string;
  declared_in: string;
  line: number;
}

/** Entrypoints of one contract that run the same modifiers and the same checks on the caller. */
export interface EntrypointGroup {
  /** Kinds of check on the caller that run (`none`: anyone can call them). */
  access: Entrypoint['access']['kinds'];
  modifiers: string[];
  /** Each check: `kind: condition @file:line via modifier m > f`. */
  guards: string[];
  entrypoints: GroupedEntrypoint[];
}

/** The entrypoints of one contract, grouped by who can call them. */
export interface EntrypointContract {
  contract: string;
  file: string;
  /** Units other than the contract that declare some of its entrypoints, and their files. */
  inherited: { contract: string; file: string }[];
  groups: EntrypointGroup[];
}

const keyed = <T>(map: Map<string, T>, key: string, make: () => T): T => {
  let v = map.get(key);
  if (!v) map.set(key, (v = make()));
  return v;
};

/**
 * Entrypoints grouped under their contract, then by access (kinds, modifiers, guards), in the order they came:
 * the contract's file, each inherited unit's file and each group's checks are written once, and every entrypoint
 * is a flat row (a TOON table). The same facts as `toEntrypointRow`, without a column repeated on every row.
 */
export function groupEntrypoints(entrypoints: readonly Entrypoint[]): EntrypointContract[] {
  const contracts = new Map<string, EntrypointContract & { byAccess: Map<string, EntrypointGroup> }>();
  for (const e of entrypoints) {
    const row = toEntrypointRow(e);
    const c = keyed(contracts, `${e.contract_file}\0${e.contract}`, () => ({
      contract: e.contract,
      file: e.contract_file,
      inherited: [],
      groups: [],
      byAccess: new Map(),
    }));
    const own = e.declared_in === e.contract && e.file === e.contract_file;
    if (!own && !c.inherited.some((u) => u.contract === e.declared_in && u.file === e.file))
      c.inherited.push({ contract: e.declared_in, file: e.file });
    const group = keyed(c.byAccess, JSON.stringify([row.access, row.modifiers, row.guards]), () => {
      const g = { access: row.access, modifiers: row.modifiers, guards: row.guards, entrypoints: [] };
      c.groups.push(g);
      return g;
    });
    group.entrypoints.push({
      signature: e.signature,
      visibility: e.visibility,
      mutability: e.mutability,
      declared_in: e.declared_in,
      line: e.location.line,
    });
  }
  return [...contracts.values()].map(({ byAccess: _, ...c }) => c);
}
