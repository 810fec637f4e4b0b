import type { AnalyzedFunction, CallSite, CodeModel } from '../ports/code-analyzer.js';
import type { Position } from '../ports/language-adapter.js';
import type { AccessInfo } from './access.js';
import { accessOf } from './access.js';
import { createDispatcher } from './dispatch.js';
import type { FunctionSelector } from './lookup.js';
import { findFunction } from './lookup.js';

/** What one function does, directly and through the internal calls and modifiers it runs. */
export interface FunctionInsight {
  file: string;
  contract: string;
  contract_file: string;
  declared_in: string;
  name: string;
  signature: string;
  visibility: string;
  mutability: string;
  modifiers: string[];
  location: Position;
  state: { reads: string[]; writes: string[] };
  calls: { internal: string[]; external: string[] };
  transitive: { reads: string[]; writes: string[]; external: string[] };
  access: AccessInfo;
}

/** How a call is shown: the resolved `Unit.name` for internal calls, the callee as written (and how) otherwise. */
export function describeCall(c: CallSite): string {
  if (c.kind === 'internal')
    return c.target ? `${c.target.unit ? `${c.target.unit}.` : ''}${c.target.name}` : c.expression;
  return c.via === 'high_level' ? c.expression : `${c.expression} (${c.via})`;
}

const uniq = (xs: string[]) => [...new Set(xs)];

/** Direct and transitive facts of one function (Slither's vars-and-auth, from source). */
export function analyzeFunction(model: CodeModel, selector: FunctionSelector): FunctionInsight {
  const { fn, unit } = findFunction(model, selector);
  const dispatch = createDispatcher(model, unit);
  const seen = new Set<AnalyzedFunction>();
  const queue = [fn];
  const t = { reads: [] as string[], writes: [] as string[], external: [] as string[] };
  while (queue.length) {
    const f = queue.shift() as AnalyzedFunction;
    if (seen.has(f)) continue;
    seen.add(f);
    t.reads.push(...f.reads.map((r) => r.expression));
    t.writes.push(...f.writes.map((w) => w.expression));
    for (const c of f.calls) {
      if (c.kind === 'external') t.external.push(describeCall(c));
      else {
        const target = dispatch.call(f, c);
        if (target) queue.push(target);
      }
    }
    for (const m of f.modifiers) {
      const mod = dispatch.modifier(m);
      if (mod) queue.push(mod);
    }
  }
  return {
    file: fn.file,
    contract: unit.name,
    contract_file: unit.file,
    declared_in: fn.unit,
    name: fn.name,
    signature: fn.signature,
    visibility: fn.visibility,
    mutability: fn.mutability,
    modifiers: fn.modifiers,
    location: fn.location,
    state: { reads: uniq(fn.reads.map((r) => r.expression)), writes: uniq(fn.writes.map((w) => w.expression)) },
    calls: {
      internal: uniq(fn.calls.filter((c) => c.kind === 'internal').map(describeCall)),
      external: uniq(fn.calls.filter((c) => c.kind === 'external').map(describeCall)),
    },
    transitive: { reads: uniq(t.reads), writes: uniq(t.writes), external: uniq(t.external) },
    access: accessOf(model, unit, fn),
  };
}
