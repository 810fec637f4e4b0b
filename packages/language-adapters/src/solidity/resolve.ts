import type { GuardKind } from '@sextant/core-engine/ports';
import type { Ast } from './ast.js';
import type { SolContract, SolFile, SolFunc, SolProject, SolVar } from './model.js';

/** A local variable in scope; a storage pointer remembers the state it points into. */
export interface Local {
  typeName: Ast;
  alias?: { v: SolVar; expr: string };
  /** Holds the caller's identity (`address who = msg.sender`). */
  sender?: boolean;
  /** Index of the function parameter this is. */
  param?: number;
  /** Computed from the caller's inputs (`address owner = _requireOwned(tokenId)`). */
  input?: boolean;
  /** Sender checks its value stands for (`(bool immediate, ) = canCallWithDelay(authority(), caller, …)`). */
  /** `line:name` of the call whose answer it holds. */
  fromCall?: string;
  checks?: { kind: GuardKind; param?: number; target?: string; arg?: number }[];
}

/** Name lookup from inside one function. */
export interface Scope {
  project: SolProject;
  contract: SolContract | undefined;
  file: SolFile;
  locals: Map<string, Local>[];
}

const ELEMENTARY_ADDRESS = { type: 'ElementaryTypeName', name: 'address' };

export function findLocal(s: Scope, name: string): Local | undefined {
  for (let i = s.locals.length - 1; i >= 0; i--) {
    const l = s.locals[i]?.get(name);
    if (l) return l;
  }
  return undefined;
}

export function findState(s: Scope, name: string): SolVar | undefined {
  for (const c of s.contract?.linearization ?? []) {
    const v = c.stateVars.get(name);
    if (v) return v;
  }
  return undefined;
}

/** Functions named `name` visible from the current contract (most derived first), then free functions. */
export function findFunctions(s: Scope, name: string, within?: SolContract): SolFunc[] {
  const chain = within ? within.linearization : (s.contract?.linearization ?? []);
  const own = chain.flatMap((c) => c.functions.filter((f) => f.name === name && f.kind === 'function'));
  if (own.length || within) return own;
  return [...s.project.files.values()]
    .filter((f) => s.file.visible.has(f.path))
    .flatMap((f) => f.functions.filter((fn) => fn.name === name));
}

export function findModifier(s: Scope, name: string): SolFunc | undefined {
  for (const c of s.contract?.linearization ?? []) {
    const m = c.modifiers.find((x) => x.name === name);
    if (m) return m;
  }
  return undefined;
}

/** Picks the overload whose parameter count matches the call. */
export function pickOverload(fns: readonly SolFunc[], argc: number): SolFunc | undefined {
  return fns.find((f) => (f.node.parameters?.length ?? 0) === argc) ?? fns[0];
}

export function contractOf(s: Scope, name: string): SolContract | undefined {
  if (findLocal(s, name) || findState(s, name)) return undefined;
  return s.project.contract(name, s.file.path);
}

function structOf(s: Scope, path: string): Ast | undefined {
  const dot = path.lastIndexOf('.');
  if (dot > 0) return s.project.contract(path.slice(0, dot), s.file.path)?.structs.get(path.slice(dot + 1));
  for (const c of s.contract?.linearization ?? []) if (c.structs.has(path)) return c.structs.get(path);
  for (const f of s.project.files.values())
    if (s.file.visible.has(f.path) && f.structs.has(path)) return f.structs.get(path);
  return undefined;
}

/** The contract a type name denotes, if it is a contract or interface type. */
export function contractType(s: Scope, t: Ast): SolContract | undefined {
  if (t?.type !== 'UserDefinedTypeName') return undefined;
  const c = s.project.contract(t.namePath, s.file.path);
  return c && c.name === t.namePath.split('.').pop() && !structOf(s, t.namePath) ? c : undefined;
}

/** Best-effort static type of an expression, as a solidity-parser type name. */
export function typeOf(s: Scope, e: Ast): Ast | undefined {
  switch (e?.type) {
    case 'Identifier': {
      if (e.name === 'this') return s.contract ? { type: 'UserDefinedTypeName', namePath: s.contract.name } : undefined;
      return findLocal(s, e.name)?.typeName ?? findState(s, e.name)?.typeName;
    }
    case 'MemberAccess': {
      const b = e.expression;
      if (b.type === 'Identifier' && ['msg', 'tx', 'block'].includes(b.name)) return ELEMENTARY_ADDRESS;
      const bt = typeOf(s, b);
      if (bt?.type !== 'UserDefinedTypeName') return undefined;
      const st = structOf(s, bt.namePath);
      return (st?.members as Ast[] | undefined)?.find((m) => m.name === e.memberName)?.typeName;
    }
    case 'IndexAccess': {
      const bt = typeOf(s, e.base);
      return bt?.type === 'Mapping' ? bt.valueType : bt?.type === 'ArrayTypeName' ? bt.baseTypeName : undefined;
    }
    case 'TupleExpression':
      return e.components?.length === 1 ? typeOf(s, e.components[0]) : undefined;
    case 'FunctionCall': {
      const c = e.expression;
      if (c.type === 'ElementaryTypeName') return { type: 'ElementaryTypeName', name: c.name };
      if (c.type === 'Identifier' && c.name === 'payable') return ELEMENTARY_ADDRESS;
      if (c.type === 'Identifier') {
        const k = contractOf(s, c.name);
        if (k) return { type: 'UserDefinedTypeName', namePath: k.name };
        const f = pickOverload(findFunctions(s, c.name), e.arguments.length);
        return f?.node.returnParameters?.length === 1 ? f.node.returnParameters[0].typeName : undefined;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** True when contract type `c` (or a base) declares a function or public variable `m`. */
export function hasMember(c: SolContract, m: string): boolean {
  return c.linearization.some((b) => b.functions.some((f) => f.name === m) || b.stateVars.has(m));
}

/** Library function `m` attached with `using … for` in the current contract, its bases or the file. */
export function usingForFunction(s: Scope, m: string): SolFunc | undefined {
  const directives = [
    ...(s.contract?.linearization ?? []).flatMap((c) => c.usingFor),
    ...[...s.project.files.values()].filter((f) => s.file.visible.has(f.path)).flatMap((f) => f.usingFor),
  ];
  for (const d of directives) {
    if (d.libraryName) {
      const lib = s.project.contract(d.libraryName, s.file.path);
      const f = lib?.functions.find((x) => x.name === m);
      if (f) return f;
    }
    for (const path of (d.functions ?? []) as string[]) {
      if (path.split('.').pop() !== m) continue;
      const dot = path.lastIndexOf('.');
      const lib = dot > 0 ? s.project.contract(path.slice(0, dot), s.file.path) : undefined;
      const f = lib ? lib.functions.find((x) => x.name === m) : findFunctions(s, m)[0];
      if (f) return f;
    }
  }
  return undefined;
}
