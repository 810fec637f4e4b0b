import { AppError } from '../errors.js';
import type { AnalysisUnit, AnalyzedFunction, CodeModel, UnitRef } from '../ports/code-analyzer.js';

/** One key per unit: its file and name (two same-named contracts in two files are two units). */
export const unitKey = (ref: UnitRef): string => `${ref.file}\u0000${ref.name}`;

/** The unit a function belongs to (free functions: the file with an empty name). */
export const unitOfFunction = (f: AnalyzedFunction): UnitRef => ({ file: f.file, name: f.unit });

/** `file:Unit`, how a unit is named in ids, hints and errors. */
export const unitLabel = (ref: UnitRef): string => (ref.name ? `${ref.file}:${ref.name}` : ref.file);

export interface ModelIndex {
  unit: (ref: UnitRef) => AnalysisUnit | undefined;
  /** Every unit with this name, in model order. */
  named: (name: string) => AnalysisUnit[];
  declared: (ref: UnitRef) => AnalyzedFunction[];
}

const indexes = new WeakMap<CodeModel, ModelIndex>();

/** Units keyed by (file, name) and the functions each declares; built once per model (models are immutable once linked). */
export function indexModel(model: CodeModel): ModelIndex {
  const cached = indexes.get(model);
  if (cached) return cached;
  const units = new Map<string, AnalysisUnit>();
  const byName = new Map<string, AnalysisUnit[]>();
  for (const u of model.units) {
    if (units.has(unitKey(u))) continue;
    units.set(unitKey(u), u);
    byName.set(u.name, [...(byName.get(u.name) ?? []), u]);
  }
  const byUnit = new Map<string, AnalyzedFunction[]>();
  for (const f of model.functions) {
    const k = unitKey(unitOfFunction(f));
    byUnit.set(k, [...(byUnit.get(k) ?? []), f]);
  }
  const index: ModelIndex = {
    unit: (r) => units.get(unitKey(r)),
    named: (n) => byName.get(n) ?? [],
    declared: (r) => byUnit.get(unitKey(r)) ?? [],
  };
  indexes.set(model, index);
  return index;
}

/**
 * The one unit called `name` (in `file` when given). Throws `contract_not_found` (naming what is known) or
 * `ambiguous_contract` (listing the files that declare it) so the caller can pass `file`.
 */
export function resolveUnit(model: CodeModel, name: string, file?: string): AnalysisUnit {
  const all = indexModel(model).named(name);
  const found = file === undefined ? all : all.filter((u) => u.file === file);
  if (found.length === 1) return found[0] as AnalysisUnit;
  if (found.length > 1) {
    const files = found.map((u) => u.file);
    throw new AppError('ambiguous_contract', `${files.length} files declare ${name}: ${files.join(', ')}.`, {
      type: 'input_error',
      hint: 'Pass selector.file (or file) with one of the listed files.',
      details: { files },
    });
  }
  const known = all.length
    ? all.map(unitLabel)
    : [...new Set(model.units.filter((u) => u.kind !== 'module').map(unitLabel))].slice(0, 20);
  throw new AppError(
    'contract_not_found',
    `No contract ${name}${file === undefined ? '' : ` in ${file}`} in the given files.`,
    {
      type: 'not_found',
      hint: all.length
        ? `${name} is declared in: ${known.join(', ')}; pass one of these files.`
        : `Known: ${known.join(', ') || 'none'}. Check the name and that its file (and imports) are included.`,
      details: { known },
    },
  );
}

/** Does the linearization `lin` hold `ref`? */
export const holds = (lin: readonly UnitRef[], ref: UnitRef): boolean =>
  lin.some((u) => u.file === ref.file && u.name === ref.name);
