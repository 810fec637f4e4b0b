// Ground truth for `access`, from solc's AST: every name resolved by the compiler, calls dispatched on the
// linearization, checks followed through modifiers, internal and library calls and the predicates they return.
// The label rules are written down in README.md; this file only applies them.
import type { Ast } from '../../src/solidity/ast.js';
import type { AstIndex } from '../../test/solidity/oracle/ast-index.js';
import { children } from '../../test/solidity/oracle/ast-index.js';
import { containsPlaceholder, containsRevert, negative, revertsFirst } from './gates.js';
import type { Val } from './taint.js';
import {
  DATA_QUERIES,
  DATA_RECORD,
  asQuantity,
  empty,
  isAddressKey,
  isRoleKey,
  isThisExpr,
  join,
  unparen,
} from './taint.js';

/** Per entrypoint (`file:Contract.name@file:line`): the guards (`kind@file:line`) and data checks it runs. */
export type AccessTruth = Map<string, { guards: Set<string>; data: Set<string>; names: Set<string> }>;

const DEPTH = 12;
const SENDER_FNS = new Set(['_msgSender', 'msgSender', '_sender']);

/** A function reached with these parameters bound to the caller (`s`) or to the caller's inputs (`i`). */
interface Frame {
  fn: Ast;
  s: ReadonlySet<number>;
  i: ReadonlySet<number>;
  /** Runs in another contract (an authority answering a question): msg.sender there is the asking contract. */
  ext?: boolean;
}

export function buildAccessTruth(idx: AstIndex): AccessTruth {
  const decl = (id: number): Ast => idx.byId.get(id);
  const fileOf = (n: Ast) => idx.fileOf.get(n.id) as string;

  /** Local values of one frame: parameters as bound, then every local from its initialiser or assignments. */
  const localsMemo = new Map<string, Map<number, Val>>();
  const returnsMemo = new Map<string, Val>();
  const frameKey = (f: Frame) => `${f.fn.id}:${[...f.s].join(',')}:${[...f.i].join(',')}${f.ext ? ':x' : ''}`;

  function localsOf(f: Frame, lin: Ast[]): Map<number, Val> {
    const key = frameKey(f);
    const hit = localsMemo.get(key);
    if (hit) return hit;
    const vars = new Map<number, Val>();
    localsMemo.set(key, vars);
    ((f.fn.parameters?.parameters ?? []) as Ast[]).forEach((p, n) =>
      vars.set(p.id, { ...empty(), subject: f.s.has(n), input: f.i.has(n) }),
    );
    for (let pass = 0; pass < 2; pass++) {
      const walk = (n: Ast): void => {
        if (!n) return;
        if (n.nodeType === 'VariableDeclarationStatement' && n.initialValue) {
          const v = valueOf(n.initialValue, f, lin);
          for (const d of (n.declarations ?? []) as Ast[]) if (d) merge(vars, d.id, v);
        }
        if (n.nodeType === 'Assignment') {
          const v = valueOf(n.rightHandSide, f, lin);
          const lhs = unparen(n.leftHandSide);
          const targets = lhs?.nodeType === 'TupleExpression' ? (lhs.components as Ast[]) : [lhs];
          for (const t of targets) {
            let root = t; // `vars.receiver = …`, `xs[i] = …`: the local struct or array takes the value
            while (root?.nodeType === 'MemberAccess' || root?.nodeType === 'IndexAccess')
              root = root.nodeType === 'MemberAccess' ? root.expression : root.baseExpression;
            if (root?.nodeType === 'Identifier' && !decl(root.referencedDeclaration)?.stateVariable)
              merge(vars, root.referencedDeclaration, root === t ? v : join([v]));
          }
        }
        if (n.nodeType === 'InlineAssembly') {
          // values computed in assembly from the caller's inputs stay the caller's inputs
          const refs = ((n.externalReferences ?? []) as Ast[]).map((r) => r.declaration as number);
          if (refs.some((id) => vars.get(id)?.input || vars.get(id)?.subject))
            for (const id of refs) merge(vars, id, { ...empty(), input: true });
          return;
        }
        for (const c of children(n)) walk(c);
      };
      walk(f.fn.body);
    }
    return vars;
  }
  const merge = (vars: Map<number, Val>, id: number, v: Val) => {
    const cur = vars.get(id);
    vars.set(id, cur ? { ...join([cur, v], { subject: true }) } : { ...join([v], { subject: true }) });
  };

  /** What the predicate `fn` returns, given how its parameters are bound. */
  function returnsOf(f: Frame, lin: Ast[]): Val {
    const key = frameKey(f);
    const hit = returnsMemo.get(key);
    if (hit) return hit;
    returnsMemo.set(key, empty()); // a cycle returns nothing
    const vars = localsOf(f, lin);
    const vals: Val[] = ((f.fn.returnParameters?.parameters ?? []) as Ast[]).map((p) => vars.get(p.id) ?? empty());
    const walk = (n: Ast): void => {
      if (!n || n.nodeType === 'InlineAssembly') return;
      if (n.nodeType === 'Return' && n.expression) vals.push(valueOf(n.expression, f, lin));
      // `if (!inRole) return (false, 0);`: the answer depends on the condition that picks the return
      if (n.nodeType === 'IfStatement' && (containsReturn(n.trueBody) || containsReturn(n.falseBody)))
        vals.push(valueOf(n.condition, f, lin));
      for (const c of children(n)) walk(c);
    };
    walk(f.fn.body);
    const out = join(vals, { subject: true });
    returnsMemo.set(key, out);
    return out;
  }

  const containsReturn = (n: Ast): boolean => !!n && (n.nodeType === 'Return' || children(n).some(containsReturn));

  /** The implementation a call lands on (internal, super, library), with the frame it runs in. */
  function targetOf(call: Ast, from: Frame, lin: Ast[]): Ast | undefined {
    const callee = call.expression?.nodeType === 'FunctionCallOptions' ? call.expression.expression : call.expression;
    const d = decl(callee?.referencedDeclaration);
    if (d?.nodeType !== 'FunctionDefinition') return undefined;
    const owner = idx.owner.get(d.id);
    if (owner?.contractKind === 'library') return d.body ? d : undefined;
    if (d.visibility === 'external') return undefined;
    const base = callee.nodeType === 'MemberAccess' ? callee.expression : undefined;
    const isSuper = base?.nodeType === 'Identifier' && base.name === 'super';
    if (base && !isSuper && !String(base.typeDescriptions?.typeString).startsWith('type(contract')) return undefined;
    const sig = sigOf(d);
    const impl = (n: Ast) => n.nodeType === 'FunctionDefinition' && n.implemented && sigOf(n) === sig;
    const start = isSuper ? lin.indexOf(idx.owner.get(from.fn.id)) + 1 : 0;
    for (const b of lin.slice(start)) for (const n of (b?.nodes ?? []) as Ast[]) if (impl(n)) return n;
    return d.body ? d : undefined;
  }

  /** The frame a call's target runs in: parameters bound where the argument is the caller or its input. */
  function frameFor(target: Ast, args: Val[], ext?: boolean): Frame {
    const s = new Set<number>();
    const i = new Set<number>();
    args.forEach((a, n) => (a.subject && s.add(n), a.input && i.add(n)));
    return { fn: target, s, i, ...(ext ? { ext } : {}) };
  }

  function valueOf(raw: Ast, f: Frame, lin: Ast[]): Val {
    const e = unparen(raw);
    const v = (x: Ast) => valueOf(x, f, lin);
    switch (e?.nodeType) {
      case 'Literal':
        return { ...empty(), constant: true };
      case 'Identifier': {
        if (e.name === 'this') return empty();
        const d = decl(e.referencedDeclaration);
        if (d?.nodeType === 'VariableDeclaration' && d.constant) return { ...empty(), constant: true };
        return localsOf(f, lin).get(e.referencedDeclaration) ?? empty();
      }
      case 'MemberAccess': {
        const b = e.expression;
        if (
          b?.nodeType === 'Identifier' &&
          ((b.name === 'msg' && e.memberName === 'sender' && !f.ext) || (b.name === 'tx' && e.memberName === 'origin'))
        )
          return { ...empty(), subject: true };
        return join([v(b)]);
      }
      case 'IndexAccess':
        return indexValue(e, v);
      case 'UnaryOperation':
        return e.operator === '!' ? v(e.subExpression) : join([v(e.subExpression)]);
      case 'BinaryOperation':
        return binaryValue(e, v);
      case 'Conditional':
        return join([v(e.condition), v(e.trueExpression), v(e.falseExpression)], { subject: true });
      case 'TupleExpression':
        return join(((e.components ?? []) as Ast[]).filter(Boolean).map(v), { subject: true });
      case 'FunctionCall':
        return callValue(e, f, lin, v);
      default:
        return empty();
    }
  }

  function indexValue(e: Ast, v: (x: Ast) => Val): Val {
    const key = v(e.indexExpression);
    const base = v(e.baseExpression);
    if (!key.subject) return join([base, key]);
    // a lookup under the caller: what else keys it says whose data it is
    const keys: Ast[] = [];
    const names: string[] = [];
    for (
      let b = unparen(e.baseExpression);
      b;
      b = b.nodeType === 'IndexAccess' ? b.baseExpression : b.nodeType === 'MemberAccess' ? b.expression : undefined
    )
      if (b.nodeType === 'IndexAccess') keys.push(b.indexExpression);
      else names.push(String(b.memberName ?? b.name ?? ''));
    const out = empty();
    if (names.some((n) => DATA_RECORD.test(n))) out.data.add('data record');
    else if (keys.some((k) => v(k).input && isAddressKey(k))) out.data.add('data approval');
    else if (keys.some(isRoleKey)) out.guards.add('role');
    // the caller's entry in an item it chose, through a storage pointer (`market.accountMembership[borrower]`)
    else if (v(e.baseExpression).input) out.data.add('data record');
    else if (String(e.typeDescriptions?.typeString) === 'bool') out.guards.add('allowlist');
    else if (String(e.typeDescriptions?.typeString) === 'bytes32')
      out.guards.add('role'); // a bitmap of roles
    else out.lookup = true;
    return out;
  }

  function binaryValue(e: Ast, v: (x: Ast) => Val): Val {
    const l = v(e.leftExpression);
    const r = v(e.rightExpression);
    if (['<', '>', '<=', '>='].includes(e.operator)) return asQuantity(join([l, r], { subject: true }));
    if (e.operator !== '==' && e.operator !== '!=') return join([l, r]);
    const out = join([l, r]);
    for (const [a, b, bx] of [
      [l, r, e.rightExpression],
      [r, l, e.leftExpression],
    ] as const) {
      if (a.subject && !b.subject) {
        if (isThisExpr(bx)) out.guards.add('self-only');
        else if (b.constant) continue;
        else if (b.input) out.data.add(b.data.has('data signature') ? 'data signature' : 'data item-owner');
        else if (b.data.size) b.data.forEach((d) => out.data.add(d));
        else out.guards.add('owner');
      }
      if (a.lookup && !b.subject) {
        if (b.constant) out.guards.add('allowlist');
        else out.data.add('data nonce');
      }
    }
    return out;
  }

  function callValue(e: Ast, f: Frame, lin: Ast[], v: (x: Ast) => Val): Val {
    const callee = e.expression?.nodeType === 'FunctionCallOptions' ? e.expression.expression : e.expression;
    if (e.kind === 'typeConversion') return e.arguments.length === 1 ? v(e.arguments[0]) : empty();
    if (e.kind === 'structConstructorCall') {
      // a struct that carries the caller's identity is a record the caller fills in: its fields are inputs
      const parts = (e.arguments as Ast[]).map(v);
      return { ...join(parts), input: parts.some((p) => p.input || p.subject) };
    }
    const name: string =
      callee?.nodeType === 'Identifier' ? callee.name : callee?.nodeType === 'MemberAccess' ? callee.memberName : '';
    if (callee?.nodeType === 'Identifier' && SENDER_FNS.has(name) && !e.arguments.length)
      return f.ext ? empty() : { ...empty(), subject: true };
    if (name === 'ecrecover') return { ...empty(), input: true, data: new Set(['data signature']) };
    const args = (e.arguments as Ast[]).map(v);
    // `abi.encodeCall(I.f, (…))` and `abi.encodeWithSelector(I.f.selector, …)`: the call it encodes
    if (name === 'encodeCall' && e.arguments.length === 2) {
      const tuple = unparen(e.arguments[1]);
      const parts = tuple?.nodeType === 'TupleExpression' ? (tuple.components as Ast[]).map(v) : [v(tuple)];
      return externalQuery(e.arguments[0], parts, empty());
    }
    const target = targetOf(e, f, lin);
    if (target) {
      const ret = returnsOf(frameFor(target, args, f.ext), lin);
      const dataName = DATA_QUERIES[target.name];
      return dataName && args.some((a) => a.subject) ? withData(ret, dataName) : ret;
    }
    const base = callee?.nodeType === 'MemberAccess' ? callee.expression : undefined;
    const d = decl(callee?.referencedDeclaration);
    if (base && d?.nodeType === 'FunctionDefinition' && !isThisExpr(base)) return externalQuery(callee, args, v(base));
    if (base && ['call', 'staticcall', 'delegatecall'].includes(name)) return join([v(base), ...args]);
    return join(args);
  }

  const withData = (x: Val, d: string): Val => {
    const out = join([x]);
    out.guards.clear();
    out.data.add(d);
    return out;
  };

  /** A call on another contract: given the caller, a permission question to an authority, unless it is the caller's data. */
  function externalQuery(fnRef: Ast, args: Val[], base: Val): Val {
    const d = decl(fnRef?.referencedDeclaration);
    const fnName: string = d?.name ?? fnRef?.memberName ?? '';
    if (!args.some((a) => a.subject)) return { ...empty(), input: base.input || args.some((a) => a.input) };
    if (DATA_QUERIES[fnName]) return { ...empty(), data: new Set([DATA_QUERIES[fnName]]) };
    if (base.input) return { ...empty(), data: new Set(['data callback']) };
    const owner = d ? idx.owner.get(d.id) : undefined;
    const named = { ...empty(), guards: new Set([`role ${owner?.name ?? '?'}.${fnName}`]) };
    if (!d || !owner) return named;
    // follow the question into the contracts in the tree that answer it
    const sig = sigOf(d);
    let answered = false;
    let record = false;
    for (const c of idx.byId.values()) {
      if (c.nodeType !== 'ContractDefinition' || c.contractKind !== 'contract') continue;
      if (!(c.linearizedBaseContracts as number[]).includes(owner.id)) continue;
      const clin = (c.linearizedBaseContracts as number[]).map((id) => idx.byId.get(id));
      const members = clin.flatMap((b) => (b?.nodes ?? []) as Ast[]);
      const impl = members.find((n) => n.nodeType === 'FunctionDefinition' && n.implemented && sigOf(n) === sig);
      if (!impl) {
        record ||= members.some((n) => n.nodeType === 'VariableDeclaration' && n.stateVariable && n.name === fnName);
        continue;
      }
      const frame: Frame = {
        fn: impl,
        s: new Set(args.flatMap((a, n) => (a.subject ? [n] : []))),
        i: new Set(args.flatMap((a, n) => (a.subject ? [] : [n]))),
        ext: true,
      };
      if (returnsOf(frame, clin).guards.size || gatesOf(frame, clin).some((g) => g.val.guards.size)) return named;
      answered = true;
    }
    if (record) return { ...empty(), data: new Set(['data record']) };
    return answered ? { ...empty(), data: new Set(['data policy']) } : named;
  }

  function gatesOf(f: Frame, lin: Ast[]): { cond: Ast; val: Val }[] {
    const out: { cond: Ast; val: Val }[] = [];
    const isModifier = f.fn.nodeType === 'ModifierDefinition';
    const walk = (n: Ast): void => {
      if (!n || n.nodeType === 'InlineAssembly') return;
      if (
        n.nodeType === 'FunctionCall' &&
        n.expression?.nodeType === 'Identifier' &&
        ['require', 'assert'].includes(n.expression.name) &&
        n.arguments.length
      )
        out.push({ cond: n.arguments[0], val: valueOf(n.arguments[0], f, lin) });
      if (n.nodeType === 'IfStatement') {
        const gate =
          revertsFirst(n.trueBody) ||
          revertsFirst(n.falseBody) ||
          (negative(n.condition) ? containsRevert(n.trueBody) : containsRevert(n.falseBody)) ||
          (isModifier && containsPlaceholder(n.trueBody) !== containsPlaceholder(n.falseBody));
        if (gate) out.push({ cond: n.condition, val: valueOf(n.condition, f, lin) });
      }
      for (const c of children(n)) walk(c);
    };
    walk(f.fn.body);
    return out;
  }

  const sigOf = (fn: Ast) =>
    `${fn.name}(${((fn.parameters?.parameters ?? []) as Ast[]).map((p) => p.typeDescriptions?.typeString).join(',')})`;

  const result: AccessTruth = new Map();
  for (const c of idx.byId.values()) {
    if (c.nodeType !== 'ContractDefinition' || c.contractKind !== 'contract') continue;
    const lin = (c.linearizedBaseContracts as number[]).map((id) => idx.byId.get(id));
    const overridden = new Set<string>();
    for (const fn of lin.flatMap((b) => (b?.nodes ?? []) as Ast[])) {
      if (fn.nodeType !== 'FunctionDefinition') continue;
      const selector = fn.kind === 'function' ? sigOf(fn) : fn.kind;
      if (overridden.has(selector)) continue;
      overridden.add(selector);
      if (!fn.implemented || !['public', 'external'].includes(fn.visibility)) continue;
      if (['view', 'pure'].includes(fn.stateMutability) || !['function', 'receive', 'fallback'].includes(fn.kind))
        continue;
      const key = `${fileOf(c)}:${c.name}.${fn.name || fn.kind}@${idx.keyOf(fn)}`;
      const truth = { guards: new Set<string>(), data: new Set<string>(), names: new Set<string>() };
      const seen = new Set<string>();
      const inputs = new Set(((fn.parameters?.parameters ?? []) as Ast[]).map((_, n) => n));
      const visit = (f: Frame, depth: number): void => {
        const k = frameKey(f);
        if (seen.has(k) || depth > DEPTH) return;
        seen.add(k);
        for (const g of gatesOf(f, lin)) {
          const at = `${fileOf(f.fn)}:${idx.lineOf(fileOf(f.fn), g.cond)}`;
          for (const kind of g.val.guards) {
            truth.guards.add(`${kind.split(' ')[0]}@${at}`);
            if (kind.includes(' ')) truth.names.add(kind.split(' ')[1] as string);
          }
          if (!g.val.guards.size) for (const d of g.val.data) truth.data.add(`${d}@${at}`);
        }
        for (const m of (f.fn.modifiers ?? []) as Ast[]) {
          const md = decl(m.modifierName?.referencedDeclaration);
          if (md?.nodeType !== 'ModifierDefinition') continue;
          const impl =
            lin
              .flatMap((b) => (b?.nodes ?? []) as Ast[])
              .find((n) => n.nodeType === 'ModifierDefinition' && n.name === md.name) ?? md;
          const args = ((m.arguments ?? []) as Ast[]).map((a) => valueOf(a, f, lin));
          if (impl.body) visit(frameFor(impl, args, f.ext), depth + 1);
        }
        const calls = (n: Ast): void => {
          if (!n || n.nodeType === 'InlineAssembly') return;
          if (n.nodeType === 'FunctionCall' && n.kind === 'functionCall') {
            const t = targetOf(n, f, lin);
            if (t?.body)
              visit(
                frameFor(
                  t,
                  (n.arguments as Ast[]).map((a) => valueOf(a, f, lin)),
                  f.ext,
                ),
                depth + 1,
              );
          }
          for (const ch of children(n)) calls(ch);
        };
        calls(f.fn.body);
      };
      visit({ fn, s: new Set(), i: inputs }, 0);
      result.set(key, truth);
    }
  }
  return result;
}
