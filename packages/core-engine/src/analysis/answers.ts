import type { AnalyzedFunction, CodeModel } from '../ports/code-analyzer.js';
import { createDispatcher } from './dispatch.js';
import { indexModel } from './units.js';

const memo = new WeakMap<CodeModel, Map<string, boolean | undefined>>();
const DEPTH = 6;

/**
 * Does the contract asked (`IACLManager.isPoolAdmin`, given the caller as argument `arg`) check who that caller
 * is? Followed into every concrete contract of the model that implements the question: `true` when one checks
 * the caller it is given (a role table, an owner, an allowlist, a further authority), `false` when all that
 * answer only look at other things (a pause flag, a market listing, the caller's liquidity), `undefined` when
 * no implementation is in the analysed tree (then the question counts as a role check by its nature).
 */
export function answersAboutCaller(model: CodeModel, target: string, arg: number): boolean | undefined {
  const cache = memo.get(model) ?? new Map<string, boolean | undefined>();
  memo.set(model, cache);
  const key = `${target}#${arg}`;
  if (cache.has(key)) return cache.get(key);
  cache.set(key, undefined); // a question that leads back to itself answers nothing more
  const dot = target.lastIndexOf('.');
  const [unitName, fnName] = [target.slice(0, dot), target.slice(dot + 1)];
  const idx = indexModel(model);
  let answered: boolean | undefined;
  for (const u of model.units) {
    if ((u.kind !== 'contract' && u.kind !== 'abstract') || !u.linearization.some((l) => l.name === unitName)) continue;
    const impl = u.linearization
      .flatMap((l) => idx.declared(l))
      .find((f) => f.name === fnName && f.implemented && f.kind === 'function');
    if (!impl) continue;
    const dispatch = createDispatcher(model, u);
    const seen = new Set<string>();
    // msg.sender inside the contract asked is the contract asking: only checks on the argument count
    const checks = (f: AnalyzedFunction, params: ReadonlySet<number>, depth: number): boolean => {
      const k = `${f.file}:${f.unit}.${f.signature}:${[...params].join(',')}`;
      if (seen.has(k) || depth > DEPTH) return false;
      seen.add(k);
      if ((f.senderChecks ?? []).some((s) => s.param !== undefined && params.has(s.param))) return true;
      return f.calls.some((c) => {
        if (c.kind !== 'internal' && c.via !== 'delegatecall_library') return false;
        const t = dispatch.call(f, c);
        const next = new Set((c.paramArgs ?? []).filter(([, p]) => params.has(p)).map(([a]) => a));
        return !!t && next.size > 0 && checks(t, next, depth + 1);
      });
    };
    answered = checks(impl, new Set([arg]), 0);
    if (answered) break;
  }
  cache.set(key, answered);
  return answered;
}
