// Ground truth for `access` from solc's AST: the same definition of a sender check as the analyzer's, but with
// every name resolved by the compiler (referencedDeclaration) and calls dispatched on the linearization.
import { ACCESS_DEPTH } from '@sextant/core-engine/analysis';
import type { Ast } from '../../../src/solidity/ast.js';
import { kindOfCall } from '../../../src/solidity/guards.js';
import type { AstIndex } from './ast-index.js';
import { children } from './ast-index.js';

/** Per entrypoint (`file:Contract.name@file:line`), its guards as `kind@file:line`. */
export type AccessOracle = Map<string, Set<string>>;

const SENDER_FNS = new Set(['_msgSender', 'msgSender', '_sender']);
type Subject = { param?: number };

const unparen = (e: Ast): Ast =>
  e?.nodeType === 'TupleExpression' && e.components?.length === 1 ? unparen(e.components[0]) : e;
const isCast = (e: Ast) =>
  e?.nodeType === 'FunctionCall' &&
  e.kind === 'typeConversion' &&
  /^(address|payable)/.test(e.expression?.typeName?.name ?? e.expression?.name ?? '');
const calleeName = (e: Ast): string => {
  const c = e.expression?.nodeType === 'FunctionCallOptions' ? e.expression.expression : e.expression;
  return c?.nodeType === 'Identifier' ? c.name : c?.nodeType === 'MemberAccess' ? c.memberName : '';
};

interface CallFacts {
  node: Ast;
  direct: number[];
  viaParam: [number, number][];
}
interface FnFacts {
  checks: { kind: string; line: number; param?: number }[];
  calls: CallFacts[];
}

/** Sender checks of one function (parameters marked) and, per call, which arguments carry the caller. */
function checksOf(fn: Ast, idx: AstIndex): FnFacts {
  const file = idx.fileOf.get(fn.id) as string;
  const params = new Map<number, number>(((fn.parameters?.parameters ?? []) as Ast[]).map((p, i) => [p.id, i]));
  const senders = new Set<number>();
  const subject = (raw: Ast): Subject | undefined => {
    const e = unparen(raw);
    if (e?.nodeType === 'MemberAccess' && e.expression?.nodeType === 'Identifier') {
      const ok =
        (e.expression.name === 'msg' && e.memberName === 'sender') ||
        (e.expression.name === 'tx' && e.memberName === 'origin');
      return ok ? {} : undefined;
    }
    if (e?.nodeType === 'FunctionCall' && isCast(e))
      return e.arguments.length === 1 ? subject(e.arguments[0]) : undefined;
    if (e?.nodeType === 'FunctionCall' && e.expression?.nodeType === 'Identifier' && SENDER_FNS.has(e.expression.name))
      return e.arguments.length ? undefined : {};
    if (e?.nodeType === 'Identifier') {
      if (senders.has(e.referencedDeclaration)) return {};
      const p = params.get(e.referencedDeclaration);
      return p === undefined ? undefined : { param: p };
    }
    return undefined;
  };
  const isThis = (e: Ast): boolean => {
    const x = unparen(e);
    return (
      (x?.nodeType === 'Identifier' && x.name === 'this') ||
      (isCast(x) && x.arguments.length === 1 && isThis(x.arguments[0]))
    );
  };
  const isConstant = (e: Ast): boolean => {
    const x = unparen(e);
    return (
      x?.nodeType === 'Literal' ||
      (isCast(x) && x.arguments.every(isConstant)) ||
      (x?.nodeType === 'FunctionCall' &&
        x.kind === 'typeConversion' &&
        x.expression?.nodeType === 'ElementaryTypeNameExpression' &&
        x.arguments.every(isConstant))
    );
  };
  const out: FnFacts['checks'] = [];
  const calls: CallFacts[] = [];
  const record = (cond: Ast) => {
    const line = idx.lineOf(file, cond);
    const add = (kind: string, s: Subject) => {
      if (!out.some((x) => x.kind === kind && x.line === line && x.param === s.param)) out.push({ kind, line, ...s });
    };
    const visit = (raw: Ast): void => {
      const e = unparen(raw);
      if (!e) return;
      if (e.nodeType === 'BinaryOperation' && (e.operator === '==' || e.operator === '!='))
        for (const [a, b] of [
          [e.leftExpression, e.rightExpression],
          [e.rightExpression, e.leftExpression],
        ]) {
          const s = subject(a);
          if (!s || subject(b)) continue;
          if (isThis(b)) add('self-only', s);
          else if (!isConstant(b)) add('owner', s);
        }
      if (e.nodeType === 'IndexAccess') {
        const s = subject(e.indexExpression);
        if (s) add('allowlist', s);
      }
      const name = e.nodeType === 'FunctionCall' ? calleeName(e) : '';
      if (name && !isCast(e) && e.kind === 'functionCall' && !subject(e))
        for (const a of e.arguments as Ast[]) {
          const s = subject(a);
          if (s) add(kindOfCall(name), s);
        }
      for (const c of children(e)) visit(c);
    };
    visit(cond);
  };
  const isRevert = (s: Ast) =>
    s?.nodeType === 'RevertStatement' ||
    (s?.nodeType === 'ExpressionStatement' &&
      s.expression?.nodeType === 'FunctionCall' &&
      s.expression.expression?.nodeType === 'Identifier' &&
      s.expression.expression.name === 'revert');
  const walk = (n: Ast): void => {
    if (!n || n.nodeType === 'InlineAssembly') return;
    if (n.nodeType === 'VariableDeclarationStatement' && n.declarations?.length === 1 && n.initialValue) {
      const s = subject(n.initialValue);
      if (s && s.param === undefined) senders.add(n.declarations[0].id);
      if (s?.param !== undefined) params.set(n.declarations[0].id, s.param);
    }
    if (
      n.nodeType === 'FunctionCall' &&
      n.expression?.nodeType === 'Identifier' &&
      n.expression.name === 'require' &&
      n.arguments.length
    )
      record(n.arguments[0]);
    if (n.nodeType === 'FunctionCall' && n.kind === 'functionCall') {
      const facts: CallFacts = { node: n, direct: [], viaParam: [] };
      (n.arguments as Ast[]).forEach((a, i) => {
        const s = subject(a);
        if (s?.param !== undefined) facts.viaParam.push([i, s.param]);
        else if (s) facts.direct.push(i);
      });
      calls.push(facts);
    }
    if (n.nodeType === 'IfStatement') {
      const t = n.trueBody;
      if (t?.nodeType === 'Block' ? (t.statements as Ast[]).some(isRevert) : isRevert(t)) record(n.condition);
    }
    for (const c of children(n)) walk(c);
  };
  for (const m of (fn.modifiers ?? []) as Ast[]) ((m.arguments ?? []) as Ast[]).forEach(walk);
  walk(fn.body);
  return { checks: out, calls };
}

/** Builds the access oracle for every contract's entrypoints (abstract ones included). */
export function buildAccessOracle(idx: AstIndex): AccessOracle {
  const checks = new Map<number, FnFacts>();
  const checksFor = (fn: Ast): FnFacts => {
    const hit = checks.get(fn.id);
    if (hit) return hit;
    const facts = checksOf(fn, idx);
    checks.set(fn.id, facts);
    return facts;
  };
  const sig = (f: Ast) =>
    `${f.name}(${((f.parameters?.parameters ?? []) as Ast[]).map((p) => p.typeDescriptions?.typeString).join(',')})`;
  const result: AccessOracle = new Map();
  for (const c of idx.byId.values()) {
    if (c.nodeType !== 'ContractDefinition' || c.contractKind === 'interface') continue;
    const lin = (c.linearizedBaseContracts as number[]).map((id) => idx.byId.get(id));
    const inLin = (pred: (n: Ast) => boolean, from = 0) => {
      for (const b of lin.slice(from)) for (const n of (b?.nodes ?? []) as Ast[]) if (pred(n)) return n;
      return undefined;
    };
    const dispatch = (caller: Ast, call: Ast): Ast | undefined => {
      const callee = call.expression?.nodeType === 'FunctionCallOptions' ? call.expression.expression : call.expression;
      const decl = idx.byId.get(callee?.referencedDeclaration);
      if (decl?.nodeType !== 'FunctionDefinition' || !['internal', 'private', 'public'].includes(decl.visibility))
        return undefined;
      const declOwner = idx.owner.get(decl.id);
      if (declOwner?.contractKind === 'library') return decl.visibility === 'public' ? undefined : decl;
      const base = callee.nodeType === 'MemberAccess' ? callee.expression : undefined;
      if (
        base &&
        !(base.nodeType === 'Identifier' && base.name === 'super') &&
        !String(base.typeDescriptions?.typeString).startsWith('type(contract')
      )
        return undefined; // a call on another contract
      const want = sig(decl);
      const impl = (n: Ast) => n.nodeType === 'FunctionDefinition' && n.implemented && sig(n) === want;
      if (base?.name === 'super') {
        const at = lin.indexOf(idx.owner.get(caller.id));
        return inLin(impl, at + 1);
      }
      return inLin(impl) ?? decl;
    };
    const overridden = new Set<string>(); // the most derived function per selector is the entrypoint
    for (const fn of lin.flatMap((b) => (b?.nodes ?? []) as Ast[])) {
      if (fn.nodeType !== 'FunctionDefinition') continue;
      const selector = fn.kind === 'function' ? fn.functionSelector : fn.kind;
      if (!selector || overridden.has(selector)) continue;
      overridden.add(selector);
      if (!fn.implemented) continue;
      if (!['public', 'external'].includes(fn.visibility) || ['view', 'pure'].includes(fn.stateMutability)) continue;
      if (!['function', 'receive', 'fallback'].includes(fn.kind)) continue;
      const key = `${idx.fileOf.get(c.id)}:${c.name}.${fn.name || fn.kind}@${idx.keyOf(fn)}`;
      if (result.has(key)) continue;
      const guards = new Set<string>();
      const seen = new Set<string>();
      const visit = (f: Ast, depth: number, bound: Set<number>) => {
        const k = `${f.id}:${[...bound].join(',')}`;
        if (seen.has(k)) return;
        seen.add(k);
        for (const ch of checksFor(f).checks)
          if (ch.param === undefined || bound.has(ch.param))
            guards.add(`${ch.kind}@${idx.fileOf.get(f.id)}:${ch.line}`);
        if (depth >= ACCESS_DEPTH) return;
        for (const m of (f.modifiers ?? []) as Ast[]) {
          const decl = idx.byId.get(m.modifierName?.referencedDeclaration);
          if (decl?.nodeType !== 'ModifierDefinition') continue;
          const mod = inLin((n) => n.nodeType === 'ModifierDefinition' && n.name === decl.name) ?? decl;
          if (mod.body) visit(mod, depth + 1, new Set());
        }
        for (const call of checksFor(f).calls) {
          const target = dispatch(f, call.node);
          if (!target?.body) continue;
          const next = new Set(call.direct);
          for (const [arg, param] of call.viaParam) if (bound.has(param)) next.add(arg);
          visit(target, depth + 1, next);
        }
      };
      visit(fn, 0, new Set());
      result.set(key, guards);
    }
  }
  return result;
}
