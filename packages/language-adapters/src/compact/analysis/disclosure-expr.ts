import type { CompactToken } from '../tokenizer.js';
import { isCall } from './statements.js';

/**
 * Private data in a value: labels say where it comes from (`w` a witness result, `p0`… a parameter of the circuit
 * being read), names say which variables or witnesses carried it (for messages).
 */
export interface Taint {
  labels: Set<string>;
  names: Set<string>;
}
export const clean = (): Taint => ({ labels: new Set(), names: new Set() });
export const isTainted = (t: Taint) => t.labels.size > 0;
export function union(...ts: Taint[]): Taint {
  const out = clean();
  for (const t of ts) {
    t.labels.forEach((l) => out.labels.add(l));
    t.names.forEach((n) => out.names.add(n));
  }
  return out;
}

/** What a circuit does with its inputs, computed once per circuit. */
export interface CircuitSummary {
  /** Parameters that reach a public place (ledger, coin operation, kernel) without disclose(). */
  sinkParams: Set<number>;
  /** Labels the result carries: `w` when it returns witness data, `pN` when it returns parameter N. */
  returns: Set<string>;
  /** Touches public state (ledger reads or writes, coin operations, kernel calls), itself or through callees. */
  publicEffect: boolean;
}

/** Where an undisclosed value reached a public place. */
export type SinkKind = 'ledger' | 'stdlib' | 'call' | 'branch';

/** The scanner's view of the contract and of the circuit being read. */
export interface ScanContext {
  ledger: ReadonlySet<string>;
  witnesses: ReadonlySet<string>;
  /** Summary of a local circuit called by this name (after import prefixes), or undefined for unknown callees. */
  summary(name: string): CircuitSummary | undefined;
  /** True for a circuit imported from another file (`import "path" prefix P_;`): assumed to touch public state. */
  external(name: string): boolean;
  env: Map<string, Taint>;
  /** Taint of the conditions the current code runs under (if, &&, ||, ?:). */
  ctl: Taint;
  /** Where the innermost tainted condition is, for branch findings. */
  ctlAt?: CompactToken;
  effect: boolean;
  /** Inside an expression's conditional part (`?:`, `&&`, `||`): imported circuits there are taken as pure. */
  valueBranch?: boolean;
  /** Set by an `if` whose branch returns under a private condition: the rest of the block runs under it. */
  exit?: { taint: Taint; at: CompactToken };
  sink(kind: SinkKind, at: CompactToken, taint: Taint, what: string): void;
}

// Results of these hide their inputs: the compiler does not ask to disclose a commitment.
const HIDING = new Set(['persistentCommit', 'transientCommit', 'disclose']);
/** Standard-library operations whose arguments go into the public transcript. */
const PUBLIC_OPS = new Set([
  'send',
  'sendImmediate',
  'sendImmediateShielded',
  'receive',
  'sendShielded',
  'receiveShielded',
  'sendUnshielded',
  'receiveUnshielded',
  'mintToken',
  'mintShieldedToken',
  'mintUnshieldedToken',
  'createZswapInput',
  'createZswapOutput',
  'mergeCoin',
  'mergeCoinImmediate',
  'unshieldedBalance',
  'unshieldedBalanceLt',
  'unshieldedBalanceGte',
  'unshieldedBalanceGt',
  'unshieldedBalanceLte',
  'blockTimeLt',
  'blockTimeGte',
  'blockTimeGt',
  'blockTimeLte',
]);

type Toks = readonly CompactToken[];
const ASSIGN = new Set(['=', '+=', '-=']);

/** Index of the bracket closing the one at `open`, or `end` when unbalanced. */
export function closing(s: Toks, open: number, end = s.length): number {
  let depth = 0;
  for (let i = open; i < end; i++) {
    const t = s[i]!.text;
    if (s[i]!.kind !== 'punct') continue;
    if (t === '(' || t === '[' || t === '{') depth++;
    else if ((t === ')' || t === ']' || t === '}') && --depth === 0) return i;
  }
  return end;
}

/** Index of the first top-level `,` or `;` in [from, to), or `to`. */
function expressionEnd(s: Toks, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const t = s[i]!;
    if (t.kind !== 'punct') continue;
    if (t.text === '(' || t.text === '[' || t.text === '{') i = closing(s, i, to);
    else if (t.text === ',' || t.text === ';') return i;
  }
  return to;
}

/** Splits [from, to) at top-level commas. */
export function splitArgs(s: Toks, from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  let start = from;
  for (let i = from; i < to; i++) {
    const t = s[i]!;
    if (t.kind === 'punct' && (t.text === '(' || t.text === '[' || t.text === '{')) i = closing(s, i, to);
    else if (t.kind === 'punct' && t.text === ',') {
      out.push([start, i]);
      start = i + 1;
    }
  }
  if (start < to) out.push([start, to]);
  return out;
}

// Index of the `(` of a call at `i` (skipping `<…>` generic arguments).
function callParen(s: Toks, i: number): number {
  if (s[i + 1]?.text === '(') return i + 1;
  let depth = 0;
  for (let k = i + 1; k < s.length; k++) {
    if (s[k]!.text === '<') depth++;
    else if (s[k]!.text === '>' && --depth === 0) return k + 1;
  }
  return i + 1;
}

/** Taint of the expression s[from, to), reporting every undisclosed value that reaches a public place inside it. */
export function scanExpr(s: Toks, from: number, to: number, ctx: ScanContext): Taint {
  let acc = clean();
  for (let i = from; i < to; i++) {
    const t = s[i]!;
    if (t.kind === 'punct') {
      if ((t.text === '&&' || t.text === '||' || t.text === '?') && i + 1 < to) {
        // The rest runs only under this condition: what it does in public depends on the private part.
        const outer = ctx.valueBranch;
        ctx.valueBranch = true;
        try {
          return union(
            acc,
            underCondition(ctx, acc, t, () => scanExpr(s, i + 1, to, ctx)),
          );
        } finally {
          ctx.valueBranch = outer;
        }
      }
      if (t.text === '(' || t.text === '[' || t.text === '{') {
        const end = closing(s, i, to);
        for (const [a, b] of splitArgs(s, i + 1, end)) acc = union(acc, scanExpr(s, a, b, ctx));
        i = end;
      }
      continue;
    }
    if (t.kind !== 'ident' || s[i - 1]?.text === '.') continue;
    // A struct literal's field name is not the variable of the same name.
    if (s[i + 1]?.text === ':' && (s[i - 1]?.text === '{' || s[i - 1]?.text === ',')) continue;
    if (t.text === 'kernel' && s[i + 1]?.text === '.' && isCall(s, i + 2)) {
      const open = callParen(s, i + 2);
      const end = closing(s, open, to);
      publicArgs(s, open, end, ctx, 'stdlib', `kernel.${s[i + 2]!.text}`);
      i = end;
      continue;
    }
    const bound = ctx.env.get(t.text);
    if (bound) {
      acc = union(acc, bound);
      continue;
    }
    if (ctx.ledger.has(t.text) && ASSIGN.has(s[i + 1]?.text ?? '')) {
      // `const p = counter += x`: an assignment inside an expression stores the value up to the next comma.
      const end = expressionEnd(s, i + 2, to);
      publicStep(ctx, t);
      const value = scanExpr(s, i + 2, end, ctx);
      if (isTainted(value)) ctx.sink('ledger', t, value, `"${t.text}" (${s[i + 1]!.text})`);
      i = end - 1;
      continue;
    }
    if (ctx.ledger.has(t.text)) {
      i = ledgerChain(s, i, to, ctx);
      continue;
    }
    if (isCall(s, i)) {
      const open = callParen(s, i);
      const end = closing(s, open, to);
      acc = union(acc, call(s, i, open, end, ctx));
      i = end;
    }
  }
  return acc;
}

function call(s: Toks, i: number, open: number, end: number, ctx: ScanContext): Taint {
  const name = s[i]!.text;
  const args = splitArgs(s, open + 1, end);
  if (HIDING.has(name)) {
    for (const [a, b] of args) scanExpr(s, a, b, ctx);
    return clean();
  }
  if (PUBLIC_OPS.has(name)) return publicArgs(s, open, end, ctx, 'stdlib', name);
  const argTaints = args.map(([a, b]) => scanExpr(s, a, b, ctx));
  if (ctx.witnesses.has(name)) return { labels: new Set(['w']), names: new Set([name]) };
  const summary = ctx.summary(name);
  if (!summary) {
    // The compiler follows the call into the other file; we cannot, so an imported circuit is taken to touch public
    // state when called as a statement, and taken as pure when it computes a value in a conditional expression
    // (`isZero(a) ? zero() : a`), as real code uses it.
    if (ctx.external(name) && !ctx.valueBranch) publicStep(ctx, s[i]!);
    return union(...argTaints);
  }
  if (summary.publicEffect) publicStep(ctx, s[i]!);
  for (const n of summary.sinkParams) {
    const arg = argTaints[n];
    if (arg && isTainted(arg)) ctx.sink('call', s[i]!, arg, `argument ${n + 1} of ${name}()`);
  }
  const out = clean();
  for (const label of summary.returns) {
    const from =
      label === 'w' ? { labels: new Set(['w']), names: new Set([`${name}()`]) } : argTaints[Number(label.slice(1))];
    from?.labels.forEach((l) => out.labels.add(l));
    from?.names.forEach((n) => out.names.add(n));
  }
  return out;
}

// Arguments the ledger declares `(discloses nothing)` (compiler/midnight-ledger.ss): the call's commitment.
const UNDISCLOSED_ARGS: Record<string, number> = { 'kernel.claimContractCall': 2 };

/** Arguments of a public operation: each must be disclosed. */
function publicArgs(s: Toks, open: number, end: number, ctx: ScanContext, kind: SinkKind, what: string): Taint {
  publicStep(ctx, s[open - 1]!);
  splitArgs(s, open + 1, end).forEach(([a, b], n) => {
    const arg = scanExpr(s, a, b, ctx);
    if (isTainted(arg) && UNDISCLOSED_ARGS[what] !== n) ctx.sink(kind, s[a]!, arg, what);
  });
  return clean();
}

/**
 * `field`, `field.read()`, `field.lookup(k).insert(a, b)`: the operands of the last operation go into the public
 * transcript. Keys of the intermediate `lookup` steps do not need disclose() (the compiler accepts
 * `m.lookup(k).insert(disclose(a), …)`), so they are read for taint only. Returns the last index used.
 */
function ledgerChain(s: Toks, i: number, to: number, ctx: ScanContext): number {
  const field = s[i]!.text;
  publicStep(ctx, s[i]!);
  let k = i;
  let pending: (() => void) | undefined;
  while (s[k + 1]?.text === '.' && s[k + 2]?.kind === 'ident' && k + 2 < to) {
    k += 2;
    if (!isCall(s, k)) continue;
    const open = callParen(s, k);
    const end = closing(s, open, to);
    const args = splitArgs(s, open + 1, end).map(([a, b]) => ({ at: s[a]!, taint: scanExpr(s, a, b, ctx) }));
    const op = `"${field}".${s[k]!.text}()`;
    pending = () => {
      for (const arg of args) if (isTainted(arg.taint)) ctx.sink('ledger', arg.at, arg.taint, op);
    };
    k = end;
  }
  pending?.();
  return k;
}

/** A public step taken under a private condition discloses the condition. */
function publicStep(ctx: ScanContext, at: CompactToken): void {
  ctx.effect = true;
  if (isTainted(ctx.ctl)) ctx.sink('branch', ctx.ctlAt ?? at, ctx.ctl, 'condition');
}

/** Runs `body` with `cond` added to the control taint. */
export function underCondition<T>(ctx: ScanContext, cond: Taint, at: CompactToken, body: () => T): T {
  const saved = { ctl: ctx.ctl, ctlAt: ctx.ctlAt };
  if (isTainted(cond)) {
    ctx.ctl = union(ctx.ctl, cond);
    ctx.ctlAt ??= at;
  }
  try {
    return body();
  } finally {
    ctx.ctl = saved.ctl;
    ctx.ctlAt = saved.ctlAt;
  }
}
