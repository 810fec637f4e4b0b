import type { ParsedSource, ResolvedImports } from '@sextant/core-engine/ports';
import type { Ast } from './ast.js';
import { typeToString } from './ast.js';
import type { SolidityParse } from './parse.js';
import { createFileScopes } from './scope.js';

/** A state variable (constants are kept, flagged, so they can be told apart from state). */
export interface SolVar {
  name: string;
  typeName: Ast;
  constant: boolean;
  contract: string;
}

/** A function, constructor, receive, fallback or modifier. */
export interface SolFunc {
  node: Ast;
  contract: SolContract | undefined;
  file: string;
  name: string;
  kind: 'function' | 'constructor' | 'receive' | 'fallback' | 'modifier';
  signature: string;
  visibility: string;
  mutability: string;
  virtual: boolean;
}

/** A contract, abstract contract, interface or library with its own (not inherited) members. */
export interface SolContract {
  name: string;
  kind: string;
  file: string;
  node: Ast;
  source: string;
  bases: string[];
  linearization: SolContract[];
  stateVars: Map<string, SolVar>;
  functions: SolFunc[];
  modifiers: SolFunc[];
  structs: Map<string, Ast>;
  usingFor: Ast[];
  /** Names declared in the contract that are neither state nor functions (events, errors, enums, types). */
  typeNames: Set<string>;
}

/** Free (file-level) declarations of one file. */
export interface SolFile {
  path: string;
  source: string;
  contracts: SolContract[];
  functions: SolFunc[];
  structs: Map<string, Ast>;
  usingFor: Ast[];
  /** Import directives (`path`, `unitAlias`, `symbolAliases`). */
  imports: Ast[];
  /** Files visible from this one (itself and its transitive imports). */
  visible: Set<string>;
}

function funcOf(node: Ast, contract: SolContract | undefined, file: string): SolFunc {
  // pre-0.5 constructors are functions named like their contract
  const kind =
    node.type === 'ModifierDefinition'
      ? 'modifier'
      : node.isConstructor || (contract && node.name === contract.name)
        ? 'constructor'
        : node.isReceiveEther
          ? 'receive'
          : node.isFallback
            ? 'fallback'
            : 'function';
  const name = node.name ?? kind;
  const params = ((node.parameters ?? []) as Ast[]).map((p) => typeToString(p.typeName)).join(',');
  const mut = node.stateMutability === 'constant' ? 'view' : (node.stateMutability ?? 'nonpayable');
  const vis =
    node.visibility === 'default' || !node.visibility ? (kind === 'modifier' ? 'internal' : 'public') : node.visibility;
  return {
    node,
    contract,
    file,
    name,
    kind,
    signature: `${name}(${params})`,
    visibility: vis,
    mutability: mut,
    virtual: !!node.isVirtual,
  };
}

function collectContract(node: Ast, file: string, source: string): SolContract {
  const c: SolContract = {
    name: node.name,
    kind: node.kind,
    file,
    node,
    source,
    bases: (node.baseContracts as Ast[]).map((b) => b.baseName.namePath as string),
    linearization: [],
    stateVars: new Map(),
    functions: [],
    modifiers: [],
    structs: new Map(),
    usingFor: [],
    typeNames: new Set(),
  };
  for (const sub of node.subNodes as Ast[]) {
    if (sub.type === 'StateVariableDeclaration') {
      for (const v of sub.variables as Ast[])
        c.stateVars.set(v.name, {
          name: v.name,
          typeName: v.typeName,
          constant: !!v.isDeclaredConst,
          contract: c.name,
        });
    } else if (sub.type === 'FunctionDefinition') c.functions.push(funcOf(sub, c, file));
    else if (sub.type === 'ModifierDefinition') c.modifiers.push(funcOf(sub, c, file));
    else if (sub.type === 'StructDefinition') c.structs.set(sub.name, sub);
    else if (sub.type === 'UsingForDeclaration') c.usingFor.push(sub);
    else if (sub.name) c.typeNames.add(sub.name);
  }
  return c;
}

/** Solidity's C3 linearization: `contract X is A, B` gives [X, B, A, …]. */
function linearize(
  c: SolContract,
  resolve: (name: string, from: string) => SolContract | undefined,
  seen = new Set<SolContract>(),
): SolContract[] {
  if (c.linearization.length) return c.linearization;
  if (seen.has(c)) return [c];
  seen.add(c);
  const bases = c.bases
    .map((b) => resolve(b, c.file))
    .filter((b): b is SolContract => !!b)
    .reverse();
  const lists = [...bases.map((b) => [...linearize(b, resolve, seen)]), [...bases]];
  const out: SolContract[] = [c];
  while (lists.some((l) => l.length)) {
    const head = lists.map((l) => l[0]).find((h) => h && !lists.some((l) => l.indexOf(h) > 0));
    if (!head) break; // inconsistent hierarchy: solc rejects it, we keep what we have
    out.push(head);
    for (const l of lists) if (l[0] === head) l.shift();
  }
  c.linearization = out;
  return out;
}

/** All contracts of a linked file set, with name lookup that prefers what a file can see. */
export interface SolProject {
  files: Map<string, SolFile>;
  contracts: SolContract[];
  contract(name: string, fromFile: string): SolContract | undefined;
}

/** Builds the project model: contracts per file, import visibility and linearizations. */
export function buildProject(parsed: readonly ParsedSource[], imports: ResolvedImports): SolProject {
  const files = new Map<string, SolFile>();
  const byName = new Map<string, SolContract[]>();
  for (const p of parsed) {
    const { ast, source } = p.data as SolidityParse;
    const f: SolFile = {
      path: p.path,
      source,
      contracts: [],
      functions: [],
      structs: new Map(),
      usingFor: [],
      imports: [],
      visible: new Set(),
    };
    for (const n of ast.children as Ast[]) {
      if (n.type === 'ContractDefinition') f.contracts.push(collectContract(n, p.path, source));
      else if (n.type === 'FunctionDefinition') f.functions.push(funcOf(n, undefined, p.path));
      else if (n.type === 'StructDefinition') f.structs.set(n.name, n);
      else if (n.type === 'UsingForDeclaration') f.usingFor.push(n);
      else if (n.type === 'ImportDirective') f.imports.push(n);
    }
    for (const c of f.contracts) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
    files.set(p.path, f);
  }
  for (const f of files.values()) {
    const stack = [f.path];
    while (stack.length) {
      const cur = stack.pop() as string;
      if (f.visible.has(cur)) continue;
      f.visible.add(cur);
      stack.push(...(imports.get(cur)?.values() ?? []));
    }
  }
  const scopes = createFileScopes(files, imports);
  // through the file's own imports first; the visible-set guess only where those do not tell (unresolved imports, cycles)
  const contract = (name: string, fromFile: string) => {
    const scoped = scopes.contract(name, fromFile);
    if (scoped) return scoped;
    const cands = byName.get(name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name);
    if (!cands?.length) return undefined;
    const vis = files.get(fromFile)?.visible;
    return cands.find((c) => c.file === fromFile) ?? cands.find((c) => vis?.has(c.file)) ?? cands[0];
  };
  const contracts = [...files.values()].flatMap((f) => f.contracts);
  for (const c of contracts) linearize(c, contract);
  return { files, contracts, contract };
}
