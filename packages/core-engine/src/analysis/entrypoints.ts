import type { AnalyzedFunction, CodeModel } from '../ports/code-analyzer.js';
import type { Position } from '../ports/language-adapter.js';
import type { AccessInfo } from './access.js';
import { accessOf } from './access.js';
import { indexModel } from './units.js';

/** One way into a concrete unit from outside. */
export interface Entrypoint {
  file: string;
  contract: string;
  /** File that declares `contract` (same-named contracts in other files are other contracts). */
  contract_file: string;
  name: string;
  signature: string;
  visibility: string;
  mutability: string;
  /** Unit that declares the function (differs from `contract` when inherited); its file is `file`. */
  declared_in: string;
  modifiers: string[];
  location: Position;
  /** Who can call it: the sender checks that run (modifiers, require/revert, through internal calls). */
  access: AccessInfo;
}

/** Options for {@link analyzeEntrypoints}. */
export interface EntrypointOptions {
  /** Also list view/pure functions. @default false */
  includeViews?: boolean;
  /** Also list interfaces, libraries and abstract contracts. @default false */
  includeAbstract?: boolean;
  /** Only units with this name. */
  contract?: string;
  /** Only units declared in this file. */
  file?: string;
  /** Only state-changing entrypoints with no check on the caller. @default false */
  unguarded?: boolean;
  /** Which files' units to list (e.g. leave out tests and mocks); imported units stay in the model. */
  include?: (file: string) => boolean;
}

const CONCRETE = new Set(['contract', 'class', 'module']);
const ENTRY_KINDS = new Set(['function', 'receive', 'fallback', 'method']);
const stateChanging = (f: AnalyzedFunction) => f.mutability !== 'view' && f.mutability !== 'pure';

/**
 * Public/external state-changing functions of each concrete unit, inherited ones included (most derived
 * override wins, listed once with `declared_in`), constructors excluded, receive/fallback included.
 */
export function analyzeEntrypoints(model: CodeModel, opts: EntrypointOptions = {}): Entrypoint[] {
  const idx = indexModel(model);
  const out: Entrypoint[] = [];
  for (const u of model.units) {
    if (opts.contract && u.name !== opts.contract) continue;
    if (opts.file !== undefined && u.file !== opts.file) continue;
    if (opts.include && !opts.include(u.file)) continue;
    if (!opts.includeAbstract && !CONCRETE.has(u.kind)) continue;
    const seen = new Set<string>();
    for (const base of u.linearization) {
      for (const f of idx.declared(base)) {
        if (!ENTRY_KINDS.has(f.kind)) continue;
        const key = f.kind === 'receive' || f.kind === 'fallback' ? f.kind : f.signature;
        if (seen.has(key)) continue;
        seen.add(key);
        if (f.visibility !== 'public' && f.visibility !== 'external') continue;
        if ((!opts.includeViews || opts.unguarded) && !stateChanging(f)) continue;
        if (!f.implemented && (!opts.includeAbstract || opts.unguarded)) continue;
        const access = accessOf(model, u, f);
        if (opts.unguarded && access.guarded) continue;
        out.push({
          file: f.file,
          contract: u.name,
          contract_file: u.file,
          name: f.name,
          signature: f.signature,
          visibility: f.visibility,
          mutability: f.mutability,
          declared_in: f.unit,
          modifiers: f.modifiers,
          location: f.location,
          access,
        });
      }
    }
  }
  return out;
}

/** An entrypoint as one flat row (a table in TOON): guard kinds, and each guard as one line of text. */
export type EntrypointRow = Omit<Entrypoint, 'access'> & { access: AccessInfo['kinds']; guards: string[] };

/** Flattens `access` into `access` (kinds) and `guards` (`kind [Contract.fn]: condition @file:line via modifier m > f`). */
export function toEntrypointRow({ access, ...e }: Entrypoint): EntrypointRow {
  return {
    ...e,
    access: access.kinds,
    guards: access.guards.map(
      (g) =>
        `${g.kind}${g.target ? ` ${g.target}` : ''}: ${g.condition} @${g.file}:${g.line}${g.via.length ? ` via ${g.via.join(' > ')}` : ''}`,
    ),
  };
}
