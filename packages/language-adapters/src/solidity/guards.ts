// Checks on the caller (Slither's vars-and-auth): `require`/`if (…) revert` conditions that look at msg.sender,
// tx.origin or _msgSender() (or a local or parameter holding it), classified by what the caller is compared with.
import type { GuardKind, SenderCheck } from '@sextant/core-engine/ports';
import type { Ast } from './ast.js';
import { startOf } from './ast.js';
import type { Walker } from './body.js';
import { contractOf, findLocal } from './resolve.js';

/** The caller's identity: `sender` for msg.sender and the like, a parameter index for a parameter that may hold it. */
export type Subject = { param?: number };

const SENDER_FNS = new Set(['_msgSender', 'msgSender', '_sender']);

const unparen = (e: Ast): Ast =>
  e?.type === 'TupleExpression' && e.components?.length === 1 ? unparen(e.components[0]) : e;

/** Is `e` the caller's identity (msg.sender, tx.origin, _msgSender(), a local or parameter holding it)? */
export function subjectOf(w: Walker, raw: Ast): Subject | undefined {
  const e = unparen(raw);
  if (e?.type === 'MemberAccess' && e.expression?.type === 'Identifier') {
    const ok =
      (e.expression.name === 'msg' && e.memberName === 'sender') ||
      (e.expression.name === 'tx' && e.memberName === 'origin');
    return ok ? {} : undefined;
  }
  if (e?.type === 'FunctionCall' && e.expression?.type === 'Identifier' && SENDER_FNS.has(e.expression.name))
    return e.arguments?.length ? undefined : {};
  if (e?.type === 'FunctionCall' && isCast(e))
    return e.arguments?.length === 1 ? subjectOf(w, e.arguments[0]) : undefined;
  if (e?.type === 'Identifier') {
    const l = findLocal(w.scope, e.name);
    if (l?.sender) return {};
    if (l?.param !== undefined) return { param: l.param };
  }
  return undefined;
}

/** `address(x)` / `payable(x)`: a conversion, not a call. */
function isCast(e: Ast): boolean {
  const c = e.expression;
  return (
    (c?.type === 'Identifier' || c?.type === 'ElementaryTypeName') && (c.name === 'address' || c.name === 'payable')
  );
}

const isThis = (e: Ast): boolean => {
  const x = unparen(e);
  if (x?.type === 'Identifier') return x.name === 'this';
  return x?.type === 'FunctionCall' && isCast(x) && x.arguments?.length === 1 && isThis(x.arguments[0]);
};
const isConstant = (e: Ast): boolean => {
  const x = unparen(e);
  if (x?.type === 'Literal' || x?.type === 'NumberLiteral' || x?.type === 'BooleanLiteral') return true;
  return x?.type === 'FunctionCall' && x.expression?.type === 'ElementaryTypeName' && x.arguments?.every(isConstant);
};
function calleeName(e: Ast): string {
  const c = e.expression?.type === 'NameValueExpression' ? e.expression.expression : e.expression;
  return c?.type === 'Identifier' ? c.name : c?.type === 'MemberAccess' ? c.memberName : '';
}

/** A check made by calling something with the caller: `hasRole` and authority look-ups are roles, `isOwner` owner. */
export const kindOfCall = (name: string): GuardKind =>
  /role|auth|permi|canCall|access/i.test(name) ? 'role' : /owner/i.test(name) ? 'owner' : 'allowlist';

const LOGICAL = new Set(['||', '&&']);
const COMPARE = new Set(['==', '!=', '<', '>', '<=', '>=']);

/**
 * `(a || b) == c` with no parentheses in the source is a tree rebuilt around a postfix operator
 * (`x == y || m[k][msg.sender] || msg.sender == z[id]`): comparison binds tighter, so it is `a || (b == c)`.
 */
function reassociate(e: Ast): Ast {
  if (e?.type !== 'BinaryOperation' || !COMPARE.has(e.operator)) return e;
  const l = e.left;
  if (l?.type !== 'BinaryOperation' || !LOGICAL.has(l.operator)) return e;
  return {
    ...l,
    right: reassociate({ ...e, left: l.right, sg: undefined, txt: undefined }),
    sg: undefined,
    txt: undefined,
  };
}

/** Every sender check inside one condition. */
function checksIn(w: Walker, cond: Ast): { kind: GuardKind; param?: number }[] {
  const out: { kind: GuardKind; param?: number }[] = [];
  const visit = (raw: Ast): void => {
    const e = reassociate(unparen(raw));
    if (!e) return;
    if (e.type === 'BinaryOperation' && (e.operator === '==' || e.operator === '!=')) {
      for (const [a, b] of [
        [e.left, e.right],
        [e.right, e.left],
      ] as const) {
        const s = subjectOf(w, a);
        if (!s || subjectOf(w, b)) continue;
        if (isThis(b)) out.push({ kind: 'self-only', ...s });
        else if (!isConstant(b)) out.push({ kind: 'owner', ...s });
      }
    }
    if (e.type === 'IndexAccess') {
      const s = subjectOf(w, e.index);
      if (s) out.push({ kind: 'allowlist', ...s });
    }
    const name = e.type === 'FunctionCall' ? calleeName(e) : '';
    // `IAccessManaged(sender)` converts to a contract type: not a call, so not a check
    const contractCast = e.expression?.type === 'Identifier' && !!contractOf(w.scope, name);
    if (name && !isCast(e) && !contractCast && !subjectOf(w, e)) {
      for (const a of (e.arguments ?? []) as Ast[]) {
        const s = subjectOf(w, a);
        if (s) out.push({ kind: kindOfCall(name), ...s });
      }
    }
    for (const [k, v] of Object.entries(e)) {
      if (k === 'sg' || k === 'loc' || k === 'range' || k === 'typeName') continue;
      if (Array.isArray(v)) v.forEach((x) => x && typeof x === 'object' && visit(x));
      else if (v && typeof v === 'object' && typeof (v as Ast).type === 'string') visit(v);
    }
  };
  visit(cond);
  return out;
}

/** Where an expression starts; a node rebuilt around an operator has no range, its leftmost operand does. */
function firstPosition(e: Ast): { line: number; column: number } | undefined {
  if (!e || typeof e !== 'object') return undefined;
  const own = startOf(e);
  if (own.line > 0) return own;
  for (const k of ['left', 'expression', 'base', 'subExpression', 'condition']) {
    const p = firstPosition(e[k]);
    if (p) return p;
  }
  return e.components?.length ? firstPosition(e.components[0]) : undefined;
}

/**
 * Records the sender checks of a `require(cond, …)` or `if (cond) revert` condition. `anchor` (the call or
 * statement) gives text and position where the condition has none of its own (a rebuilt operator node).
 */
export function recordChecks(w: Walker, cond: Ast, anchor: Ast): void {
  const found = checksIn(w, cond);
  if (!found.length) return;
  const own = firstPosition(cond);
  const at = own && own.line > 0 ? own : startOf(anchor);
  const condition = w.text(cond) || w.text(anchor);
  const list = (w.facts.senderChecks ??= []);
  for (const f of found) {
    const c: SenderCheck = { kind: f.kind, condition, line: at.line, column: at.column + 1 };
    if (f.param !== undefined) c.param = f.param;
    if (!list.some((x) => x.kind === c.kind && x.line === c.line && x.param === c.param)) list.push(c);
  }
}

const isRevert = (s: Ast): boolean =>
  s?.type === 'RevertStatement' ||
  (s?.type === 'ExpressionStatement' &&
    s.expression?.type === 'FunctionCall' &&
    calleeName(s.expression) === 'revert' &&
    s.expression.expression?.type === 'Identifier');

/** Does this branch revert straight away (`revert E()`, `revert("…")`, or a block holding one)? */
export function revertsAt(s: Ast): boolean {
  if (s?.type === 'Block') return (s.statements as Ast[]).some(isRevert);
  return isRevert(s);
}

/** Which arguments of a call carry the caller's identity: directly, or as one of the caller's own parameters. */
export function senderArgs(w: Walker, args: readonly Ast[]): { senderArgs?: number[]; paramArgs?: [number, number][] } {
  const direct: number[] = [];
  const viaParam: [number, number][] = [];
  args.forEach((a, i) => {
    const s = subjectOf(w, a);
    if (s?.param !== undefined) viaParam.push([i, s.param]);
    else if (s) direct.push(i);
  });
  return { ...(direct.length ? { senderArgs: direct } : {}), ...(viaParam.length ? { paramArgs: viaParam } : {}) };
}
