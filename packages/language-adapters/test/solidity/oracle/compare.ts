import type { CodeModel } from '@sextant/core-engine/ports';
import type { Entrypoint } from '@sextant/core-engine/analysis';
import type { Oracle } from './solc-oracle.js';

/** Precision/recall of one category, with a few examples of what differs. */
export interface CategoryScore {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  falsePositives: string[];
  missed: string[];
}

export type Category = 'entrypoints' | 'reads' | 'writes' | 'internal' | 'external';

/** Precision and recall of `ours` against `truth`, with what differs. */
function score(ours: Set<string>, truth: Set<string>): CategoryScore {
  const fp = [...ours].filter((x) => !truth.has(x));
  const fn = [...truth].filter((x) => !ours.has(x));
  const tp = ours.size - fp.length;
  return {
    tp,
    fp: fp.length,
    fn: fn.length,
    precision: ours.size ? tp / ours.size : 1,
    recall: truth.size ? tp / truth.size : 1,
    falsePositives: fp,
    missed: fn,
  };
}

/** Compares our model and entrypoints with the compiler's answers, per category. */
export function compareWithOracle(
  model: CodeModel,
  entrypoints: readonly Entrypoint[],
  oracle: Oracle,
): Record<Category | 'overall', CategoryScore> {
  const sets = {
    reads: [new Set<string>(), new Set<string>()],
    writes: [new Set<string>(), new Set<string>()],
    internal: [new Set<string>(), new Set<string>()],
    external: [new Set<string>(), new Set<string>()],
  } as const;
  const keys = new Set<string>();
  for (const f of model.functions) {
    if (!f.implemented) continue;
    const key = `${f.file}:${f.location.line}`;
    if (!oracle.functions.has(key)) continue; // a function solc did not see (not compiled)
    keys.add(key);
    for (const r of f.reads) sets.reads[0].add(`${key} ${r.variable}`);
    for (const w of f.writes) sets.writes[0].add(`${key} ${w.variable}`);
    for (const c of f.calls) sets[c.kind][0].add(`${key} ${c.name}`);
  }
  for (const [key, o] of oracle.functions) {
    if (!keys.has(key)) continue;
    for (const r of o.reads) sets.reads[1].add(`${key} ${r}`);
    for (const w of o.writes) sets.writes[1].add(`${key} ${w}`);
    for (const c of o.internal) sets.internal[1].add(`${key} ${c}`);
    for (const c of o.external) sets.external[1].add(`${key} ${c}`);
  }
  const missingFns = [...oracle.functions.keys()].filter((k) => !keys.has(k));
  const ours = new Set(
    entrypoints.map((e) => `${e.contract_file}:${e.contract}.${e.name}@${e.declared_in}:${e.file}:${e.location.line}`),
  );
  const result = {
    entrypoints: score(ours, oracle.entrypoints),
    reads: score(...sets.reads),
    writes: score(...sets.writes),
    internal: score(...sets.internal),
    external: score(...sets.external),
  };
  const all = Object.values(result);
  const tp = all.reduce((s, c) => s + c.tp, 0);
  const fp = all.reduce((s, c) => s + c.fp, 0);
  const fn = all.reduce((s, c) => s + c.fn, 0) + missingFns.length;
  return {
    ...result,
    overall: { tp, fp, fn, precision: tp / (tp + fp), recall: tp / (tp + fn), falsePositives: [], missed: missingFns },
  };
}
