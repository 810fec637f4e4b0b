// Checks on the caller (Slither's vars-and-auth): `require`/`if (…) revert` conditions that look at msg.sender,
// tx.origin or _msgSender() (or a local or parameter holding it), classified by what the caller is compared with.
import type { GuardKind, SenderCheck } from '@sextant/core-engine/ports';
import type { Ast } from './ast.js';
import { startOf } from './ast.js';
import type { Walker } from './body.js';
import {
  contractOf,
  contractType,
  findFunctions,
  findLocal,
  pickOverload,
  typeOf,
  usingForFunction,
} from './resolve.js';
import { DATA_QUERIES, DATA_RECORD, fromInputs, isRoleKey } from './caller-data.js';

/** The caller's identity: `sender` for msg.sender and the like, a parameter index for a parameter that may hold it. */
export type Subject = { param?: number };

const SENDER_FNS = new Set(['_msgSender', 'msgSender', '_sender']);

export const unparen = (e: Ast): Ast =>
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
const isDataCall = (e: Ast): boolean => {
  const x = unparen(e);
  return x?.type === 'FunctionCall' && DATA_QUERIES.has(calleeName(x));
};
const isConstant = (e: Ast): boolean => {
  const x = unparen(e);
  if (x?.type === 'Literal' || x?.type === 'NumberLiteral' || x?.type === 'BooleanLiteral') return true;
  return x?.type === 'FunctionCall' && x.expression?.type === 'ElementaryTypeName' && x.arguments?.every(isConstant);
};
export function calleeName(e: Ast): string {
  const c = e.expression?.type === 'NameValueExpression' ? e.expression.expression : e.expression;
  return c?.type === 'Identifier' ? c.name : c?.type === 'MemberAccess' ? c.memberName : '';
}

/** A check made by calling something with the caller: `hasRole` and authority look-ups are roles, `isOwner` owner. */
const kindOfCall = (name: string): GuardKind =>
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

/** One check found in a condition: its kind, the parameter it binds through, the contract asked. */
export type Found = { kind: GuardKind; param?: number; target?: string; arg?: number };

const RELATIONAL = new Set(['<', '>', '<=', '>=']);

/** `m[S]`, `m[k][S]`, `roles[role].members[S]`: a list of callers (allowlist), a role table, or an approval by `k`. */
function lookupKind(w: Walker, e: Ast): GuardKind | undefined {
  const keys: Ast[] = [];
  const names: string[] = [];
  for (
    let b = unparen(e.base);
    b;
    b = b.type === 'IndexAccess' ? b.base : b.type === 'MemberAccess' ? b.expression : undefined
  ) {
    if (b.type === 'IndexAccess') keys.push(b.index);
    else names.push(String(b.memberName ?? b.name ?? ''));
  }
  if (names.some((n) => DATA_RECORD.test(n))) return undefined; // the caller's vote, nonce, balance or allowance
  if (keys.some((k) => fromInputs(w, k) && !isRoleKey(typeOf(w.scope, k)))) return undefined; // approved by the owner `k`
  return keys.some((k) => isRoleKey(typeOf(w.scope, k))) ? 'role' : 'allowlist';
}

/** A call on another contract given the caller: a question to an authority or ACL (`role`), unless it is the caller's data. */
function contractQuestion(w: Walker, e: Ast, name: string): Found | null | undefined {
  const c = e.expression?.type === 'NameValueExpression' ? e.expression.expression : e.expression;
  if (c?.type !== 'MemberAccess' || isThis(c.expression)) return undefined;
  const base = c.expression;
  if (base.type === 'Identifier' && (base.name === 'super' || contractOf(w.scope, base.name))) return undefined;
  const k = contractType(w.scope, typeOf(w.scope, base));
  if (!k || k.kind === 'library') return undefined;
  if (DATA_QUERIES.has(name) || fromInputs(w, base)) return null; // a balance, an approval, a callback the caller chose
  return { kind: 'role', target: `${k.name}.${name}` };
}

/** The body an internal, `super`, library or `using for` call runs, when it is in the analysed tree. */
function internalBody(w: Walker, e: Ast, name: string): Ast | undefined {
  const c = e.expression?.type === 'NameValueExpression' ? e.expression.expression : e.expression;
  const argc = (e.arguments ?? []).length;
  if (c?.type === 'Identifier')
    return findLocal(w.scope, name) ? undefined : pickOverload(findFunctions(w.scope, name), argc)?.node.body;
  if (c?.type !== 'MemberAccess') return undefined;
  const base = c.expression;
  if (base?.type === 'Identifier' && base.name === 'super')
    return findFunctions(w.scope, name).find((f) => f.node.body)?.node.body;
  const lib =
    base?.type === 'Identifier' && !findLocal(w.scope, base.name) ? contractOf(w.scope, base.name) : undefined;
  if (lib?.kind === 'library')
    return pickOverload(
      lib.functions.filter((f) => f.name === name),
      argc,
    )?.node.body;
  return usingForFunction(w.scope, name)?.node.body;
}

/** `abi.encodeCall(IAuthority.canCall, (caller, …))`: the question a low-level call puts to another contract. */
function encodedQuestion(w: Walker, e: Ast): Found | undefined {
  const [fn, tuple] = (e.arguments ?? []) as Ast[];
  const parts = (unparen(tuple)?.type === 'TupleExpression' ? unparen(tuple).components : [tuple]) as Ast[];
  const arg = parts.findIndex((p) => subjectOf(w, p));
  const s = arg >= 0 ? subjectOf(w, parts[arg]) : undefined;
  if (!s || fn?.type !== 'MemberAccess' || fn.expression?.type !== 'Identifier') return undefined;
  return { kind: 'role', target: `${fn.expression.name}.${fn.memberName}`, arg, ...s };
}

/** Every sender check inside one condition. */
export function checksIn(w: Walker, cond: Ast): Found[] {
  const out: Found[] = [];
  const visit = (raw: Ast): void => {
    const e = reassociate(unparen(raw));
    if (!e) return;
    // `balanceOf[msg.sender] >= amount`, `getVotes(proposer) < threshold`: the caller's quantity, not who it is
    if (e.type === 'BinaryOperation' && RELATIONAL.has(e.operator)) return;
    if (e.type === 'BinaryOperation' && (e.operator === '==' || e.operator === '!=')) {
      for (const [a, b] of [
        [e.left, e.right],
        [e.right, e.left],
      ] as const) {
        const s = subjectOf(w, a);
        if (!s || subjectOf(w, b)) continue;
        if (isThis(b)) out.push({ kind: 'self-only', ...s });
        // the owner of an item the caller names (a token, a proposal, `onBehalfOf`) is the caller's own data
        else if (!isConstant(b) && !fromInputs(w, b) && !isDataCall(b)) out.push({ kind: 'owner', ...s });
      }
    }
    if (e.type === 'IndexAccess') {
      const s = subjectOf(w, e.index);
      const kind = s ? lookupKind(w, e) : undefined;
      if (s && kind) out.push({ kind, ...s });
    }
    if (e.type === 'Identifier') for (const f of findLocal(w.scope, e.name)?.checks ?? []) out.push(f);
    const name = e.type === 'FunctionCall' ? calleeName(e) : '';
    if (name === 'encodeCall') {
      const q = encodedQuestion(w, e);
      if (q) out.push(q);
    }
    // `IAccessManaged(sender)` converts to a contract type: not a call, so not a check
    const contractCast = e.expression?.type === 'Identifier' && !!contractOf(w.scope, name);
    if (name && name !== 'encodeCall' && !isCast(e) && !contractCast && !subjectOf(w, e)) {
      const question = contractQuestion(w, e, name);
      // a function of this contract or a library with a body is followed (its own checks and the predicate it
      // returns count where the caller is passed in); only a call whose body is out of sight is judged by its name
      const followed = question === undefined && !!internalBody(w, e, name);
      ((e.arguments ?? []) as Ast[]).forEach((a, arg) => {
        const s = subjectOf(w, a);
        if (!s || question === null || followed || (question === undefined && DATA_QUERIES.has(name))) return;
        out.push(question ? { ...question, arg, ...s } : { kind: kindOfCall(name), ...s });
      });
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
export function recordChecks(w: Walker, cond: Ast, anchor: Ast, predicate = false): void {
  markGated(w, cond);
  const found = checksIn(w, cond);
  if (!found.length) return;
  const own = firstPosition(cond);
  const at = own && own.line > 0 ? own : startOf(anchor);
  const condition = w.text(cond) || w.text(anchor);
  const list = (w.facts.senderChecks ??= []);
  for (const f of found) {
    const c: SenderCheck = { kind: f.kind, condition, line: at.line, column: at.column + 1 };
    if (f.param !== undefined) c.param = f.param;
    if (f.target) c.target = f.target;
    if (f.arg !== undefined) c.targetArg = f.arg;
    if (predicate) c.predicate = true;
    if (!list.some((x) => x.kind === c.kind && x.line === c.line && x.param === c.param)) list.push(c);
  }
}

/** The calls a condition decides on (directly, or through a local holding a call's answer) are gating calls. */
function markGated(w: Walker, cond: Ast): void {
  const visit = (e: Ast): void => {
    if (!e || typeof e !== 'object') return;
    if (e.type === 'FunctionCall') w.gated.add(`${startOf(e).line}:${calleeName(e)}`);
    if (e.type === 'Identifier') {
      const from = findLocal(w.scope, e.name)?.fromCall;
      if (from) w.gated.add(from);
    }
    for (const [k, v] of Object.entries(e)) {
      if (k === 'sg' || k === 'loc' || k === 'range' || k === 'typeName') continue;
      if (Array.isArray(v)) v.forEach(visit);
      else if (v && typeof v === 'object' && typeof (v as Ast).type === 'string') visit(v);
    }
  };
  visit(cond);
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
