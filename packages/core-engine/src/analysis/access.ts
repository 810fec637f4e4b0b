import type { AnalyzedFunction, CallSite, CodeModel, GuardKind, UnitRef } from '../ports/code-analyzer.js';
import { answersAboutCaller } from './answers.js';
import { createDispatcher } from './dispatch.js';

/** One check on the caller that runs when the function is called, and how it is reached. */
export interface AccessGuard {
  kind: GuardKind;
  /** The condition as written (`owner() != _msgSender()`). */
  condition: string;
  file: string;
  line: number;
  column: number;
  /** Path from the function to the check: `modifier onlyOwner`, then internal calls (`_checkOwner`); empty in the body. */
  via: string[];
  /** A check made by another contract given the caller: `Contract.function` (an authority's `canCall`, an ACL's `isPoolAdmin`). */
  target?: string;
}

/** Who can call a function (Slither's vars-and-auth): the sender checks it runs, and their kinds (`none` without). */
export interface AccessInfo {
  guarded: boolean;
  kinds: (GuardKind | 'none')[];
  guards: AccessGuard[];
}

/** How far checks are followed: modifiers, internal calls and the predicates they ask, this many steps from the function. */
export const ACCESS_DEPTH = 6;

// Known checks when their body is not in the model (an unresolved import).
const BY_NAME: Record<string, GuardKind> = { _checkOwner: 'owner', _checkRole: 'role' };

function bound(c: CallSite, params: ReadonlySet<number>): Set<number> {
  const out = new Set(c.senderArgs ?? []);
  for (const [arg, param] of c.paramArgs ?? []) if (params.has(param)) out.add(arg);
  return out;
}

/**
 * The sender checks `fn` runs on `unit`: its own `require`/`if … revert` on msg.sender, tx.origin, _msgSender(),
 * those of its modifiers and of the internal calls it makes (dispatched as on `unit`), to {@link ACCESS_DEPTH}.
 * A check on a parameter counts where the caller passes its own identity to it.
 */
export function accessOf(model: CodeModel, unit: UnitRef, fn: AnalyzedFunction): AccessInfo {
  const dispatch = createDispatcher(model, unit);
  const guards: AccessGuard[] = [];
  const seen = new Set<string>();
  const add = (g: AccessGuard) => {
    const key = `${g.kind}@${g.file}:${g.line}`;
    if (!guards.some((x) => `${x.kind}@${x.file}:${x.line}` === key)) guards.push(g);
  };
  const visit = (f: AnalyzedFunction, depth: number, params: ReadonlySet<number>, via: string[], gated = false) => {
    const key = `${f.file}:${f.unit}.${f.signature}:${[...params].join(',')}:${gated}`;
    if (seen.has(key)) return;
    seen.add(key);
    for (const s of f.senderChecks ?? [])
      if ((s.param === undefined || params.has(s.param)) && (!s.predicate || gated)) {
        // a question put to another contract: followed into the contracts in the tree that answer it
        if (s.target && s.targetArg !== undefined && answersAboutCaller(model, s.target, s.targetArg) === false)
          continue;
        add({
          kind: s.kind,
          condition: s.condition,
          file: f.file,
          line: s.line,
          column: s.column,
          via,
          ...(s.target ? { target: s.target } : {}),
        });
      }
    if (depth >= ACCESS_DEPTH) return;
    for (const m of f.modifiers) {
      const mod = dispatch.modifier(m);
      if (mod) visit(mod, depth + 1, new Set(), [...via, `modifier ${m}`]);
    }
    for (const c of f.calls) {
      // internal calls, and library functions run by delegatecall (msg.sender is still the caller)
      if (c.kind !== 'internal' && c.via !== 'delegatecall_library') continue;
      const target = dispatch.call(f, c);
      if (target) visit(target, depth + 1, bound(c, params), [...via, target.name], !!c.gate);
      else if (BY_NAME[c.name])
        add({
          kind: BY_NAME[c.name] as GuardKind,
          condition: c.expression,
          file: f.file,
          line: c.line,
          column: 0,
          via,
        });
    }
  };
  visit(fn, 0, new Set(), []);
  const kinds = [...new Set(guards.map((g) => g.kind))];
  return { guarded: guards.length > 0, kinds: kinds.length ? kinds : ['none'], guards };
}
