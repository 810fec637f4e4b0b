import { AppError } from '../errors.js';
import type { AnalysisUnit, AnalyzedFunction, CodeModel, UnitRef } from '../ports/code-analyzer.js';
import { signatureMatches } from './signature.js';
import { indexModel, resolveUnit, unitLabel } from './units.js';

/** Which function to look at. */
export interface FunctionSelector {
  /** File that declares `contract`, as the model names it (picks one of several same-named contracts). */
  file?: string;
  contract: string;
  name: string;
  /** `name(type,…)`, to pick one overload; solc/Slither spellings (`contract A`, `string memory`) are accepted. */
  signature?: string;
}

function distance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0] as number;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = d[j] as number;
      d[j] = Math.min(cur + 1, (d[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return d[b.length] as number;
}

/** Functions callable on `unit` by name: its own and inherited ones, the most derived per signature. */
function visibleFunctions(model: CodeModel, unit: UnitRef): AnalyzedFunction[] {
  const idx = indexModel(model);
  const seen = new Set<string>();
  const out: AnalyzedFunction[] = [];
  for (const base of idx.unit(unit)?.linearization ?? [unit]) {
    for (const f of idx.declared(base)) {
      const key = `${f.kind}:${f.signature}`;
      if (seen.has(key) || (f.kind === 'constructor' && base.name !== unit.name)) continue;
      seen.add(key);
      out.push(f);
    }
  }
  return out;
}

function notFound(model: CodeModel, sel: FunctionSelector, pool: AnalyzedFunction[], where: string): never {
  const all = model.functions.filter((f) => f.unit).map((f) => `${f.unit}.${f.name} (${f.file})`);
  const want = `${sel.contract}.${sel.name}`;
  const closest = [...new Set(all)]
    .sort((a, b) => distance(a.split(' ')[0] as string, want) - distance(b.split(' ')[0] as string, want))
    .slice(0, 5);
  const overloads = sel.signature ? pool.filter((f) => f.name === sel.name).map((f) => f.signature) : [];
  throw new AppError(
    'function_not_found',
    `No function ${want}${sel.signature ? ` with signature ${sel.signature}` : ''} in ${where}.`,
    {
      type: 'not_found',
      hint: overloads.length
        ? `Use one of the signatures: ${overloads.join(', ')}.`
        : `Closest matches: ${closest.join(', ') || 'none'}. Check the contract name and that its file (and imports) are included.`,
      details: { closest, ...(overloads.length ? { signatures: overloads } : {}) },
    },
  );
}

/**
 * Finds one function and the unit it runs on; throws `function_not_found` (naming the closest matches),
 * `ambiguous_contract` (same-named contracts in several files: pass `file`) or `ambiguous_function` (overloads).
 */
export function findFunction(model: CodeModel, sel: FunctionSelector): { fn: AnalyzedFunction; unit: UnitRef } {
  let unit: AnalysisUnit;
  try {
    unit = resolveUnit(model, sel.contract, sel.file);
  } catch (err) {
    if (err instanceof AppError && err.code === 'contract_not_found')
      notFound(model, sel, [], sel.file === undefined ? 'the given files' : sel.file);
    throw err;
  }
  const pool = visibleFunctions(model, unit);
  let found = pool.filter((f) => f.name === sel.name);
  if (sel.signature) found = found.filter((f) => signatureMatches(f.signature, sel.signature as string, sel.name));
  if (found.length === 1) return { fn: found[0] as AnalyzedFunction, unit };
  if (found.length > 1) {
    const signatures = found.map((f) => f.signature);
    throw new AppError(
      'ambiguous_function',
      `${sel.contract}.${sel.name} has ${found.length} overloads: ${signatures.join(', ')}.`,
      {
        type: 'input_error',
        hint: 'Pass selector.signature with one of the listed signatures.',
        details: { signatures },
      },
    );
  }
  return notFound(model, sel, pool, unitLabel(unit));
}
