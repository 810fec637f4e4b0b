import { AppError } from '../errors.js';
import type { AnalyzedFunction, CodeModel } from '../ports/code-analyzer.js';
import { indexModel } from './entrypoints.js';

/** Which function to look at. */
export interface FunctionSelector {
  file?: string;
  contract: string;
  name: string;
  /** `name(type,…)`, to pick one overload. */
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

const norm = (s: string) => s.replace(/\s+/g, '');

/** Functions callable on `contract` by name: its own and inherited ones, the most derived per signature. */
export function visibleFunctions(model: CodeModel, contract: string): AnalyzedFunction[] {
  const idx = indexModel(model);
  const unit = idx.unit(contract);
  const seen = new Set<string>();
  const out: AnalyzedFunction[] = [];
  for (const base of unit?.linearization ?? [contract]) {
    for (const f of idx.declared(base)) {
      const key = `${f.kind}:${f.signature}`;
      if (seen.has(key) || (f.kind === 'constructor' && base !== contract)) continue;
      seen.add(key);
      out.push(f);
    }
  }
  return out;
}

/**
 * Finds one function; throws `function_not_found` (naming the closest matches) or `ambiguous_function`
 * (listing the overload signatures).
 */
export function findFunction(model: CodeModel, sel: FunctionSelector): AnalyzedFunction {
  const inFile = !sel.file || model.units.some((u) => u.name === sel.contract && u.file === sel.file);
  const pool = inFile ? visibleFunctions(model, sel.contract) : [];
  let found = pool.filter((f) => f.name === sel.name);
  if (sel.signature) found = found.filter((f) => norm(f.signature) === norm(sel.signature as string) || norm(f.signature) === norm(`${sel.name}(${sel.signature})`));
  if (found.length === 1) return found[0] as AnalyzedFunction;
  if (found.length > 1) {
    const signatures = found.map((f) => f.signature);
    throw new AppError('ambiguous_function', `${sel.contract}.${sel.name} has ${found.length} overloads: ${signatures.join(', ')}.`, {
      type: 'input_error',
      hint: 'Pass selector.signature with one of the listed signatures.',
      details: { signatures },
    });
  }
  const all = model.functions.filter((f) => f.unit).map((f) => `${f.unit}.${f.name}`);
  const want = `${sel.contract}.${sel.name}`;
  const closest = [...new Set(all)].sort((a, b) => distance(a, want) - distance(b, want)).slice(0, 5);
  const overloads = sel.signature ? pool.filter((f) => f.name === sel.name).map((f) => f.signature) : [];
  throw new AppError('function_not_found', `No function ${want}${sel.signature ? ` with signature ${sel.signature}` : ''} in the given files.`, {
    type: 'not_found',
    hint: overloads.length
      ? `Use one of the signatures: ${overloads.join(', ')}.`
      : `Closest matches: ${closest.join(', ') || 'none'}. Check the contract name and that its file (and imports) are included.`,
    details: { closest, ...(overloads.length ? { signatures: overloads } : {}) },
  });
}
