import type { AnalysisUnit, AnalyzedFunction, CodeModel } from '../ports/code-analyzer.js';
import type { Position } from '../ports/language-adapter.js';

/** One way into a concrete unit from outside. */
export interface Entrypoint {
  file: string;
  contract: string;
  name: string;
  signature: string;
  visibility: string;
  mutability: string;
  /** Unit that declares the function (differs from `contract` when inherited). */
  declared_in: string;
  modifiers: string[];
  location: Position;
}

/** Options for {@link analyzeEntrypoints}. */
export interface EntrypointOptions {
  /** Also list view/pure functions. @default false */
  includeViews?: boolean;
  /** Also list interfaces, libraries and abstract contracts. @default false */
  includeAbstract?: boolean;
  /** Only this unit. */
  contract?: string;
}

const CONCRETE = new Set(['contract', 'class', 'module']);
const ENTRY_KINDS = new Set(['function', 'receive', 'fallback', 'method']);

export interface ModelIndex {
  unit: (name: string) => AnalysisUnit | undefined;
  declared: (unit: string) => AnalyzedFunction[];
}

const indexes = new WeakMap<CodeModel, ModelIndex>();

/** Units keyed by name and the functions each declares; built once per model (models are immutable once linked). */
export function indexModel(model: CodeModel): ModelIndex {
  const cached = indexes.get(model);
  if (cached) return cached;
  const units = new Map<string, AnalysisUnit>();
  for (const u of model.units) if (!units.has(u.name)) units.set(u.name, u);
  const byUnit = new Map<string, AnalyzedFunction[]>();
  for (const f of model.functions) byUnit.set(f.unit, [...(byUnit.get(f.unit) ?? []), f]);
  const index: ModelIndex = { unit: (n) => units.get(n), declared: (n) => byUnit.get(n) ?? [] };
  indexes.set(model, index);
  return index;
}

/**
 * Public/external state-changing functions of each concrete unit, inherited ones included (most derived
 * override wins, listed once with `declared_in`), constructors excluded, receive/fallback included.
 */
export function analyzeEntrypoints(model: CodeModel, opts: EntrypointOptions = {}): Entrypoint[] {
  const idx = indexModel(model);
  const out: Entrypoint[] = [];
  for (const u of model.units) {
    if (opts.contract && u.name !== opts.contract) continue;
    if (!opts.includeAbstract && !CONCRETE.has(u.kind)) continue;
    const seen = new Set<string>();
    for (const baseName of u.linearization) {
      for (const f of idx.declared(baseName)) {
        if (!ENTRY_KINDS.has(f.kind)) continue;
        const key = f.kind === 'receive' || f.kind === 'fallback' ? f.kind : f.signature;
        if (seen.has(key)) continue;
        seen.add(key);
        if (f.visibility !== 'public' && f.visibility !== 'external') continue;
        if (!opts.includeViews && (f.mutability === 'view' || f.mutability === 'pure')) continue;
        if (!f.implemented && !opts.includeAbstract) continue;
        out.push({
          file: f.file, contract: u.name, name: f.name, signature: f.signature, visibility: f.visibility,
          mutability: f.mutability, declared_in: f.unit, modifiers: f.modifiers, location: f.location,
        });
      }
    }
  }
  return out;
}
