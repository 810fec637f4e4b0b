import type { CallSite } from '@sextant/core-engine/ports';
import type { Ast } from './ast.js';
import { startOf, typeToString } from './ast.js';
import type { Walker } from './body.js';
import { recordChecks, senderArgs } from './guards.js';
import type { SolContract, SolFunc } from './model.js';
import {
  contractOf,
  contractType,
  findFunctions,
  findLocal,
  hasMember,
  pickOverload,
  typeOf,
  usingForFunction,
} from './resolve.js';

const LOW_LEVEL = new Set(['call', 'delegatecall', 'staticcall', 'transfer', 'send']);
const MAGIC = new Set(['abi', 'msg', 'block', 'tx', 'bytes', 'string', 'type', 'address', 'super', 'this']);

/** The callee without call options (`{value: v}`, legacy `.value(v)`). */
function calleeOf(e: Ast): Ast {
  let c = e.expression.type === 'NameValueExpression' ? e.expression.expression : e.expression;
  while (
    c.type === 'FunctionCall' &&
    c.expression?.type === 'MemberAccess' &&
    ['value', 'gas'].includes(c.expression.memberName)
  )
    c = c.expression.expression;
  return c;
}

function push(
  w: Walker,
  e: Ast,
  kind: CallSite['kind'],
  via: string,
  name: string,
  target?: SolFunc,
  self?: Ast,
): void {
  const site: CallSite = { kind, name, expression: w.text(calleeOf(e)), via, line: startOf(e).line };
  if (target) {
    site.target = {
      unit: target.contract?.name ?? '',
      file: target.contract?.file ?? target.file,
      name: target.name,
      signature: target.signature,
      virtual: target.virtual,
    };
    // a library function attached with `using … for` takes the value it is called on as its first parameter
    const args = self ? [self, ...e.arguments] : e.arguments;
    if (kind === 'internal' || via === 'delegatecall_library') Object.assign(site, senderArgs(w, args));
  }
  w.facts.calls.push(site);
}

function libraryCall(w: Walker, e: Ast, f: SolFunc, self?: Ast): void {
  const internal = f.visibility === 'internal' || f.visibility === 'private';
  push(w, e, internal ? 'internal' : 'external', internal ? 'library' : 'delegatecall_library', f.name, f, self);
}

/** Classifies a call made on `Name.m(…)` where Name is a contract, library or `super`. */
function qualifiedCall(w: Walker, e: Ast, base: string, m: string): boolean {
  const argc = e.arguments.length;
  const cur = w.scope.contract;
  if (base === 'super' && cur) {
    const after = cur.linearization.slice(1);
    const f = after.flatMap((c: SolContract) => c.functions.filter((x) => x.name === m));
    push(w, e, 'internal', 'super', m, pickOverload(f, argc));
    return true;
  }
  if (base === 'this') {
    push(w, e, 'external', 'high_level', m, undefined);
    return true;
  }
  const k = contractOf(w.scope, base);
  if (!k) return false;
  if (k.kind === 'library') {
    const f = pickOverload(
      k.functions.filter((x) => x.name === m),
      argc,
    );
    if (f) libraryCall(w, e, f);
    return true;
  }
  if (cur?.linearization.includes(k)) {
    const f = pickOverload(findFunctions(w.scope, m, k), argc);
    if (f) push(w, e, 'internal', 'internal', m, f);
  }
  return true; // `IERC20.transfer.selector` and the like are not calls
}

/** Whether arguments can go to these parameters: same count, and no argument of a plainly different known type. */
function fits(w: Walker, params: Ast[], args: Ast[]): boolean {
  if (params.length !== args.length) return false;
  return args.every((a, i) => {
    const t = typeOf(w.scope, a);
    const p = params[i]?.typeName;
    if (!t || !p) return true;
    const user = (x: Ast) => x.type === 'UserDefinedTypeName';
    const elem = (x: Ast) => x.type === 'ElementaryTypeName';
    // elementary types convert implicitly (uint8 -> uint256); user-defined ones (structs, contracts, UDVTs) do not
    if ((user(t) && elem(p)) || (elem(t) && user(p))) return false;
    const key = (x: Ast) => typeToString(x).split('.').pop();
    return !(user(t) && user(p)) || key(t) === key(p);
  });
}

/** Records the call `e` (internal, library, high-level or low-level) and walks its operands. */
export function callOf(w: Walker, e: Ast): void {
  let callee = e.expression;
  if (callee.type === 'NameValueExpression') {
    for (const a of (callee.arguments?.arguments ?? []) as Ast[]) w.expr(a, 'r');
    callee = callee.expression;
  }
  // pre-0.7 call options: `to.call.value(v).gas(g)(data)`
  while (
    callee.type === 'FunctionCall' &&
    callee.expression?.type === 'MemberAccess' &&
    ['value', 'gas'].includes(callee.expression.memberName)
  ) {
    for (const a of callee.arguments as Ast[]) w.expr(a, 'r');
    callee = callee.expression.expression;
  }
  for (const a of e.arguments as Ast[]) w.expr(a, 'r');
  if (callee.type === 'Identifier' && callee.name === 'require' && e.arguments.length)
    recordChecks(w, e.arguments[0], e);
  if (callee.type === 'Identifier') {
    if (findLocal(w.scope, callee.name)) return; // function-typed local
    const f = pickOverload(findFunctions(w.scope, callee.name), e.arguments.length);
    if (f) push(w, e, 'internal', 'internal', callee.name, f);
    else w.expr(callee, 'r'); // a function-typed state variable is read
    return;
  }
  if (callee.type !== 'MemberAccess') return w.expr(callee, 'r');
  const m: string = callee.memberName;
  const base = callee.expression;
  if (base.type === 'ElementaryTypeName') return; // bytes.concat, string.concat
  if (base.type === 'Identifier' && !findLocal(w.scope, base.name)) {
    if (MAGIC.has(base.name) && base.name !== 'super' && base.name !== 'this') return;
    if (qualifiedCall(w, e, base.name, m)) return;
  }
  const t = typeOf(w.scope, base);
  const k = contractType(w.scope, t);
  const arrayOp = (m === 'push' || m === 'pop') && !k;
  if (arrayOp && (t?.type === 'ArrayTypeName' || t?.name === 'bytes')) return w.expr(base, 'w');
  const lib = usingForFunction(w.scope, m);
  // a member of the contract type wins, unless only the attached library function fits the argument count
  const libFits = lib && fits(w, (lib.node.parameters ?? []).slice(1), e.arguments);
  const memberFits =
    k &&
    k.linearization.some((b) => b.functions.some((f) => f.name === m && fits(w, f.node.parameters ?? [], e.arguments)));
  if (k && k.kind !== 'library' && hasMember(k, m) && (!libFits || memberFits)) {
    w.expr(base, 'r');
    return push(w, e, 'external', 'high_level', m, undefined);
  }
  if (lib) {
    const self = lib.node.parameters?.[0];
    const mutates = self?.storageLocation === 'storage' && lib.mutability !== 'view' && lib.mutability !== 'pure';
    w.expr(base, mutates ? 'rw' : 'r');
    return libraryCall(w, e, lib, base);
  }
  if (arrayOp) return w.expr(base, 'w');
  w.expr(base, 'r');
  if (k) return push(w, e, 'external', 'high_level', m, undefined);
  if (LOW_LEVEL.has(m)) return push(w, e, 'external', m, m, undefined);
}
