import type {
  CompactCircuit,
  CompactConstructor,
  CompactDeclaration,
  CompactLedger,
  CompactParseResult,
  CompactWitness,
} from '@sextant/language-adapters';
import { compactEntrypoints, parseCompact } from '@sextant/language-adapters';
import { bodyFacts } from './body-facts.js';
import type { BodyFacts, ContractNames } from './body-facts.js';

/** A parsed contract with per-body facts: the input every analysis tool works from. */
export interface ContractModel {
  source: string;
  parse: CompactParseResult;
  names: ContractNames;
  ledgers: CompactLedger[];
  witnesses: CompactWitness[];
  /** `entry`: one of the contract's exported circuits (compactEntrypoints), the only places callers come in. */
  circuits: { decl: CompactCircuit; facts: BodyFacts; entry: boolean }[];
  constructors: { decl: CompactConstructor; facts: BodyFacts }[];
}

const ofKind = <K extends CompactDeclaration['kind']>(decls: CompactDeclaration[], kind: K) =>
  decls.filter((d): d is Extract<CompactDeclaration, { kind: K }> => d.kind === kind);

/** Parses `source` and gathers names and body facts; never throws. */
export function buildContractModel(source: string): ContractModel {
  const parse = parseCompact(source);
  const ledgers = ofKind(parse.declarations, 'ledger');
  const witnesses = ofKind(parse.declarations, 'witness');
  const circuitDecls = ofKind(parse.declarations, 'circuit');
  const names: ContractNames & { witnessReturning?: Set<string> } = {
    ledger: new Set(ledgers.map((l) => l.name)),
    sealed: new Set(ledgers.filter((l) => l.sealed).map((l) => l.name)),
    witnesses: new Set(witnesses.map((w) => w.name)),
    circuits: new Set(circuitDecls.map((c) => c.name)),
  };
  const where = (d: { start: { line: number; column: number } }) => `${d.start.line}:${d.start.column}`;
  const entryAt = new Set(compactEntrypoints(parse).map(where));
  const isEntry = (decl: CompactCircuit) => entryAt.has(where(decl));
  const factsOf = (decl: CompactCircuit) => ({
    decl,
    facts: bodyFacts(decl, parse.tokens, names, isEntry(decl)),
    entry: isEntry(decl),
  });
  // Witness data returned by one circuit taints its callers: iterate until no new circuit joins.
  let circuits = circuitDecls.map(factsOf);
  for (let round = 0; round < 5; round++) {
    const returning = new Set(circuits.filter((c) => c.facts.undisclosedReturns.length > 0).map((c) => c.decl.name));
    if (returning.size === (names.witnessReturning?.size ?? 0)) break;
    names.witnessReturning = returning;
    circuits = circuitDecls.map(factsOf);
  }
  return {
    source,
    parse,
    names,
    ledgers,
    witnesses,
    circuits,
    constructors: ofKind(parse.declarations, 'constructor').map((decl) => ({
      decl,
      facts: bodyFacts(decl, parse.tokens, names, false),
    })),
  };
}

/** `Module.name` for circuits inside modules, else the bare name. */
export const qualifiedName = (d: { name: string; container?: string }) =>
  d.container ? `${d.container}.${d.name}` : d.name;
