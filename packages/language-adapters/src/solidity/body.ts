import type { CallSite, SenderCheck, StateAccess } from '@sextant/core-engine/ports';
import type { Ast } from './ast.js';
import { startOf, textOf } from './ast.js';
import { callOf } from './calls.js';
import { fromInputs } from './caller-data.js';
import { gatesAt } from './gates.js';
import { calleeName, checksIn, recordChecks, subjectOf } from './guards.js';
import type { SolFunc, SolVar } from './model.js';
import type { Local, Scope } from './resolve.js';
import { findLocal, findState } from './resolve.js';

/** How an expression is used: read, written, or both (compound assignment, `++`). */
type Mode = 'r' | 'w' | 'rw';

/** Collects the direct state reads, writes and calls of one function body. */
export interface BodyFacts {
  reads: StateAccess[];
  writes: StateAccess[];
  calls: CallSite[];
  senderChecks?: SenderCheck[];
}

/** Walker state shared by statements, expressions and calls. */
export interface Walker {
  scope: Scope;
  fn: SolFunc;
  source: string;
  expr(e: Ast, mode: Mode, top?: Ast): void;
  text(e: Ast): string;
  facts: BodyFacts;
  /** `line:name` of the calls a check decides on (a predicate's answer counts only there). */
  gated: Set<string>;
}

const ASSIGN = new Set(['=', '+=', '-=', '*=', '/=', '%=', '|=', '&=', '^=', '<<=', '>>=', '>>>=']);

function record(w: Walker, v: SolVar, mode: Mode, expression: string, seen: Set<string>): void {
  const access = { variable: v.name, declaredIn: v.contract, expression };
  if (mode !== 'w' && !seen.has(`r${expression}`)) {
    seen.add(`r${expression}`);
    w.facts.reads.push(access);
  }
  if (mode !== 'r' && !seen.has(`w${expression}`)) {
    seen.add(`w${expression}`);
    w.facts.writes.push(access);
  }
}

/** Root state variable an lvalue-ish expression designates (through index/member chains and storage pointers). */
function storageRoot(w: Walker, e: Ast): { v: SolVar; expr: string } | undefined {
  let cur = e;
  while (cur?.type === 'IndexAccess' || cur?.type === 'MemberAccess')
    cur = cur.type === 'IndexAccess' ? cur.base : cur.expression;
  if (cur?.type !== 'Identifier') return undefined;
  const local = findLocal(w.scope, cur.name);
  if (local)
    return local.alias ? { v: local.alias.v, expr: local.alias.expr + w.text(e).slice(cur.name.length) } : undefined;
  const v = findState(w.scope, cur.name);
  return v && !v.constant ? { v, expr: w.text(e) } : undefined;
}

function declare(w: Walker, decl: Ast, init: Ast | undefined, from?: Ast): void {
  if (!decl?.name) return;
  const local: Local = { typeName: decl.typeName };
  if (decl.storageLocation === 'storage' && init) local.alias = storageRoot(w, init);
  // `Access storage access = _roles[roleId].members[account];` in a helper answering numbers (OZ 5's getAccess): what
  // it returns is read from a role table keyed by the account passed in, so a check on its answer is a role check.
  if (local.alias && answersNumbers(w.fn) && checksIn(w, init).some((c) => c.kind === 'role' && c.param !== undefined))
    recordChecks(w, init, decl, true);
  const s = init ? subjectOf(w, init) : undefined;
  if (s?.param !== undefined) local.param = s.param;
  else if (s) local.sender = true;
  // what the value was computed from: the caller's inputs, or a question about the caller (`(bool ok, ) = canCall(…)`)
  const source = init ?? from;
  if (source?.type === 'FunctionCall') local.fromCall = `${startOf(source).line}:${calleeName(source)}`;
  if (source && !s) {
    if (fromInputs(w, source)) local.input = true;
    const checks = source.type === 'FunctionCall' ? checksIn(w, source) : [];
    if (checks.length) local.checks = checks;
  }
  w.scope.locals[w.scope.locals.length - 1]?.set(decl.name, local);
}

function stmt(w: Walker, s: Ast): void {
  if (!s) return;
  const inScope = (fn: () => void) => (w.scope.locals.push(new Map()), fn(), w.scope.locals.pop());
  switch (s.type) {
    case 'Block':
      return void inScope(() => (s.statements as Ast[]).forEach((x) => stmt(w, x)));
    case 'UncheckedStatement':
      return stmt(w, s.block);
    case 'ExpressionStatement':
      return w.expr(s.expression, 'r');
    case 'VariableDeclarationStatement':
      if (s.initialValue) w.expr(s.initialValue, 'r');
      for (const d of s.variables as Ast[])
        declare(w, d, s.variables.length === 1 ? s.initialValue : undefined, s.initialValue);
      return;
    case 'IfStatement':
      w.expr(s.condition, 'r');
      if (gatesAt(s, w.fn.kind === 'modifier')) recordChecks(w, s.condition, s);
      // `if (!inRole) return (false, 0);` in a predicate: the answer depends on the condition
      else if (returnsBool(w.fn) && (returnsWithin(s.trueBody) || returnsWithin(s.falseBody)))
        recordChecks(w, s.condition, s, true);
      inScope(() => stmt(w, s.trueBody));
      return void inScope(() => stmt(w, s.falseBody));
    case 'WhileStatement':
    case 'DoWhileStatement':
      w.expr(s.condition, 'r');
      return void inScope(() => stmt(w, s.body));
    case 'ForStatement':
      return void inScope(() => {
        stmt(w, s.initExpression);
        if (s.conditionExpression) w.expr(s.conditionExpression, 'r');
        stmt(w, s.loopExpression);
        stmt(w, s.body);
      });
    case 'ReturnStatement':
      // a predicate (`returns (bool)`): what it answers about the caller counts where the caller is passed in
      if (s.expression && returnsBool(w.fn)) recordChecks(w, s.expression, s, true);
      return s.expression ? w.expr(s.expression, 'r') : undefined;
    case 'EmitStatement':
      return (s.eventCall.arguments as Ast[]).forEach((a) => w.expr(a, 'r'));
    case 'RevertStatement':
      return (s.revertCall.arguments as Ast[]).forEach((a) => w.expr(a, 'r'));
    case 'TryStatement':
      w.expr(s.expression, 'r');
      inScope(() => {
        for (const d of (s.returnParameters ?? []) as Ast[]) declare(w, d, undefined);
        stmt(w, s.body);
      });
      for (const c of s.catchClauses as Ast[])
        inScope(() => (((c.parameters ?? []) as Ast[]).forEach((d) => declare(w, d, undefined)), stmt(w, c.body)));
      return;
    default:
      return; // assembly, break, continue, throw: no Solidity-level state access
  }
}

/** A predicate: its (first) answer is a bool (`hasRole`, `canCall` returning `(bool immediate, uint32 delay)`). */
const returnsBool = (fn: SolFunc): boolean => {
  const r = (fn.node.returnParameters ?? []) as Ast[];
  return r[0]?.typeName?.type === 'ElementaryTypeName' && r[0].typeName.name === 'bool';
};

/** Answers with numbers, not a bool (`getAccess` returning `(uint48 since, uint32 currentDelay, …)`). */
const answersNumbers = (fn: SolFunc): boolean => {
  const r = (fn.node.returnParameters ?? []) as Ast[];
  return r.length > 0 && r[0]?.typeName?.type === 'ElementaryTypeName' && /^uint/.test(r[0].typeName.name);
};

const returnsWithin = (s: Ast): boolean =>
  s?.type === 'ReturnStatement' ||
  (s?.type === 'Block' && (s.statements as Ast[]).some(returnsWithin)) ||
  (s?.type === 'IfStatement' && (returnsWithin(s.trueBody) || returnsWithin(s.falseBody)));

/** `vars.receiver = IReceiver(params.receiver)`: the local now holds something the caller chose. */
function markInput(w: Walker, left: Ast, right: Ast): void {
  let root = left;
  while (root?.type === 'IndexAccess' || root?.type === 'MemberAccess')
    root = root.type === 'IndexAccess' ? root.base : root.expression;
  const l = root?.type === 'Identifier' ? findLocal(w.scope, root.name) : undefined;
  if (l && !l.sender && l.param === undefined && fromInputs(w, right)) l.input = true;
}

/** Walks one function or modifier body and returns what it reads, writes and calls. */
export function walkBody(scope: Scope, fn: SolFunc, source: string): BodyFacts {
  const seen = new Set<string>();
  const w: Walker = {
    scope,
    fn,
    source,
    facts: { reads: [], writes: [], calls: [] },
    gated: new Set(),
    text: (e) => textOf(source, e),
    expr(e, mode, top) {
      if (!e) return;
      switch (e.type) {
        case 'Identifier': {
          const root = storageRoot(w, top ?? e);
          if (root) record(w, root.v, mode, root.expr, seen);
          return;
        }
        case 'MemberAccess':
          return w.expr(e.expression, mode, top ?? e);
        case 'IndexAccess':
          w.expr(e.base, mode, top ?? e);
          return w.expr(e.index, 'r');
        case 'IndexRangeAccess':
          w.expr(e.base, 'r');
          w.expr(e.indexStart, 'r');
          return w.expr(e.indexEnd, 'r');
        case 'BinaryOperation':
          if (ASSIGN.has(e.operator) && e.left.type === 'BinaryOperation' && ASSIGN.has(e.left.operator)) {
            // `a += b = c` comes out of the parser left-associated; assignment is right-associative
            const inner = { ...e, left: e.left.right, operator: e.operator, right: e.right };
            return w.expr({ ...e.left, right: inner }, mode);
          }
          if (ASSIGN.has(e.operator)) {
            const left = e.left;
            const l = left.type === 'Identifier' ? findLocal(scope, left.name) : undefined;
            markInput(w, left, e.right);
            if (e.operator === '=' && l?.alias) l.alias = storageRoot(w, e.right);
            else w.expr(left, e.operator === '=' ? 'w' : 'rw');
            return w.expr(e.right, 'r');
          }
          w.expr(e.left, 'r');
          return w.expr(e.right, 'r');
        case 'UnaryOperation':
          return w.expr(
            e.subExpression,
            e.operator === 'delete' ? 'w' : e.operator === '++' || e.operator === '--' ? 'rw' : 'r',
          );
        case 'TupleExpression':
          return (e.components as Ast[]).forEach((c) => w.expr(c, mode));
        case 'Conditional':
          w.expr(e.condition, 'r');
          w.expr(e.trueExpression, 'r');
          return w.expr(e.falseExpression, 'r');
        case 'FunctionCall':
          return callOf(w, e);
        case 'NameValueExpression':
          w.expr(e.expression, 'r');
          return (e.arguments?.arguments ?? []).forEach((a: Ast) => w.expr(a, 'r'));
        default:
          return;
      }
    },
  };
  const params = new Map<string, Local>();
  ((fn.node.parameters ?? []) as Ast[]).forEach(
    (p, i) => p.name && params.set(p.name, { typeName: p.typeName, param: i }),
  );
  for (const p of (fn.node.returnParameters ?? []) as Ast[]) if (p.name) params.set(p.name, { typeName: p.typeName });
  scope.locals.push(params);
  // arguments of modifier invocations run before the body (`onlyRole(getRoleAdmin(role))`)
  for (const m of (fn.node.modifiers ?? []) as Ast[]) for (const a of (m.arguments ?? []) as Ast[]) w.expr(a, 'r');
  stmt(w, fn.node.body);
  scope.locals.pop();
  for (const c of w.facts.calls) if (w.gated.has(`${c.line}:${c.name}`)) c.gate = true;
  return w.facts;
}
