// Ground truth from the compiler: solcjs's JSON AST, where every identifier carries referencedDeclaration.
import { createRequire } from 'node:module';
import type { Ast } from '../../../src/solidity/ast.js';
import { children, indexAsts } from './ast-index.js';

const require = createRequire(import.meta.url);

/** Facts the oracle derives per function, keyed `file:line` of the definition. */
interface OracleFunction {
  key: string;
  contract: string;
  name: string;
  reads: Set<string>;
  writes: Set<string>;
  internal: Set<string>;
  external: Set<string>;
}

export interface Oracle {
  functions: Map<string, OracleFunction>;
  /** `file:Contract.name@declaredIn:file:line` per concrete contract (contracts keyed by file and name). */
  entrypoints: Set<string>;
  sources: Record<string, string>;
}

/** Compiles `entries` (import paths) with solcjs through one entry file; `read` serves every import. */
export function compileAst(
  entries: readonly string[],
  read: (path: string) => string | undefined,
): { asts: Record<string, Ast>; sources: Record<string, string> } {
  const solc = require('solc') as { compile(input: string, cb: object): string };
  const sources: Record<string, string> = {};
  const entry = `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n${entries.map((e) => `import "${e}";`).join('\n')}\n`;
  const input = {
    language: 'Solidity',
    sources: { '__entry.sol': { content: entry } },
    settings: { outputSelection: { '*': { '': ['ast'] } } },
  };
  const out = JSON.parse(
    solc.compile(JSON.stringify(input), {
      import: (p: string) => {
        const c = read(p);
        if (c === undefined) return { error: `not found: ${p}` };
        sources[p] = c;
        return { contents: c };
      },
    }),
  );
  const errors = (out.errors ?? []).filter((e: Ast) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e: Ast) => e.formattedMessage).join('\n'));
  const asts: Record<string, Ast> = {};
  for (const [p, s] of Object.entries(out.sources as Record<string, Ast>)) if (p !== '__entry.sol') asts[p] = s.ast;
  return { asts, sources };
}

/** Builds the oracle from compiled ASTs. */
export function buildOracle(asts: Record<string, Ast>, sources: Record<string, string>): Oracle {
  const { byId, owner, fileOf, keyOf } = indexAsts(asts, sources);
  const isState = (d: Ast) =>
    d?.nodeType === 'VariableDeclaration' && d.stateVariable && d.mutability !== 'constant' && !d.constant;
  const functions = new Map<string, OracleFunction>();

  for (const d of byId.values()) {
    if ((d.nodeType !== 'FunctionDefinition' && d.nodeType !== 'ModifierDefinition') || !d.body) continue;
    const f: OracleFunction = {
      key: keyOf(d),
      contract: owner.get(d.id)?.name ?? '',
      name: d.name || d.kind,
      reads: new Set(),
      writes: new Set(),
      internal: new Set(),
      external: new Set(),
    };
    const alias = new Map<number, Ast>();
    const rootOf = (e: Ast): Ast | undefined => {
      let cur = e;
      while (cur?.nodeType === 'IndexAccess' || cur?.nodeType === 'MemberAccess')
        cur = cur.nodeType === 'IndexAccess' ? cur.baseExpression : cur.expression;
      if (cur?.nodeType !== 'Identifier') return undefined;
      const decl = byId.get(cur.referencedDeclaration);
      return isState(decl) ? decl : alias.get(cur.referencedDeclaration);
    };
    const walk = (n: Ast, mode: 'r' | 'w' | 'rw'): void => {
      if (!n) return;
      switch (n.nodeType) {
        case 'InlineAssembly':
          return;
        case 'Identifier': {
          const decl = byId.get(n.referencedDeclaration);
          const v = isState(decl) ? decl : alias.get(n.referencedDeclaration);
          if (v && mode !== 'w') f.reads.add(v.name);
          if (v && mode !== 'r') f.writes.add(v.name);
          return;
        }
        case 'MemberAccess':
          return walk(n.expression, mode);
        case 'IndexAccess':
          walk(n.baseExpression, mode);
          return walk(n.indexExpression, 'r');
        case 'Assignment': {
          const lhs = n.leftHandSide;
          if (n.operator === '=' && lhs.nodeType === 'Identifier' && alias.has(lhs.referencedDeclaration)) {
            const r = rootOf(n.rightHandSide);
            if (r) alias.set(lhs.referencedDeclaration, r);
            else alias.delete(lhs.referencedDeclaration);
          } else walk(lhs, n.operator === '=' ? 'w' : 'rw');
          return walk(n.rightHandSide, 'r');
        }
        case 'UnaryOperation':
          return walk(
            n.subExpression,
            n.operator === 'delete' ? 'w' : n.operator === '++' || n.operator === '--' ? 'rw' : 'r',
          );
        case 'TupleExpression':
          return (n.components as Ast[]).forEach((c) => walk(c, mode));
        case 'VariableDeclarationStatement': {
          walk(n.initialValue, 'r');
          const decl = n.declarations?.[0];
          if (n.declarations?.length === 1 && decl?.storageLocation === 'storage' && n.initialValue) {
            const r = rootOf(n.initialValue);
            if (r) alias.set(decl.id, r);
          }
          return;
        }
        case 'EmitStatement':
          return (n.eventCall.arguments as Ast[]).forEach((a) => walk(a, 'r'));
        case 'RevertStatement':
          return (n.errorCall.arguments as Ast[]).forEach((a) => walk(a, 'r'));
        case 'FunctionCall':
          return call(n);
        default:
          return children(n).forEach((c) => walk(c, 'r'));
      }
    };
    const call = (n: Ast): void => {
      let callee = n.expression;
      if (callee.nodeType === 'FunctionCallOptions') {
        (callee.options as Ast[]).forEach((o) => walk(o, 'r'));
        callee = callee.expression;
      }
      (n.arguments as Ast[]).forEach((a) => walk(a, 'r'));
      if (n.kind !== 'functionCall') return walk(callee, 'r');
      const decl = byId.get(callee.referencedDeclaration);
      if (callee.nodeType === 'Identifier') {
        if (decl?.nodeType === 'FunctionDefinition') f.internal.add(decl.name);
        return walk(callee, 'r');
      }
      if (callee.nodeType !== 'MemberAccess') return walk(callee, 'r');
      const base = callee.expression;
      const baseType: string = base.typeDescriptions?.typeString ?? '';
      if (!decl && (callee.memberName === 'push' || callee.memberName === 'pop')) return walk(base, 'w');
      if (decl?.nodeType === 'FunctionDefinition') {
        const lib = owner.get(decl.id)?.contractKind === 'library';
        const internalVis = decl.visibility === 'internal' || decl.visibility === 'private';
        const attached = lib && !baseType.startsWith('type(library');
        const self = decl.parameters?.parameters?.[0];
        const mutates =
          attached &&
          self?.storageLocation === 'storage' &&
          decl.stateMutability !== 'view' &&
          decl.stateMutability !== 'pure';
        walk(base, mutates ? 'rw' : 'r');
        if (lib) return void (internalVis ? f.internal : f.external).add(decl.name);
        if (base.nodeType === 'Identifier' && base.name === 'super') return void f.internal.add(decl.name);
        if (baseType.startsWith('type(contract') || baseType.startsWith('type(library'))
          return void f.internal.add(decl.name);
        return void f.external.add(decl.name);
      }
      if (decl?.nodeType === 'VariableDeclaration' && decl.stateVariable && !baseType.startsWith('type(')) {
        walk(base, 'r');
        return void f.external.add(callee.memberName); // public getter called on another contract
      }
      walk(base, 'r');
      if (
        !decl &&
        ['call', 'delegatecall', 'staticcall', 'transfer', 'send'].includes(callee.memberName) &&
        baseType.startsWith('address')
      )
        f.external.add(callee.memberName);
    };
    // modifier and base-constructor arguments run with the function (`onlyRole(getRoleAdmin(role))`)
    for (const m of (d.modifiers ?? []) as Ast[]) for (const a of (m.arguments ?? []) as Ast[]) walk(a, 'r');
    walk(d.body, 'r');
    functions.set(f.key, f);
  }

  const entrypoints = new Set<string>();
  for (const c of byId.values()) {
    if (c.nodeType !== 'ContractDefinition' || c.contractKind !== 'contract' || c.abstract) continue;
    const seen = new Set<string>();
    for (const baseId of c.linearizedBaseContracts as number[]) {
      const b = byId.get(baseId);
      for (const fn of (b?.nodes ?? []) as Ast[]) {
        if (fn.nodeType !== 'FunctionDefinition' || !['function', 'receive', 'fallback'].includes(fn.kind)) continue;
        const sig = fn.kind === 'function' ? fn.functionSelector : fn.kind;
        if (seen.has(sig)) continue;
        seen.add(sig);
        if (
          !['public', 'external'].includes(fn.visibility) ||
          ['view', 'pure'].includes(fn.stateMutability) ||
          !fn.implemented
        )
          continue;
        entrypoints.add(`${fileOf.get(c.id)}:${c.name}.${fn.name || fn.kind}@${b.name}:${keyOf(fn)}`);
      }
    }
  }
  return { functions, entrypoints, sources };
}
