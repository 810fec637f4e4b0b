import type {
  CompactCircuit,
  CompactConstructor,
  CompactDeclaration,
  CompactLedger,
  CompactParseResult,
  CompactWitness,
} from '../types.js';
import type { SourceBudget } from '../../budget/nesting.js';
import { assertSourceBudget } from '../../budget/nesting.js';
import { parseCompact } from '../parser.js';
import { compactEntrypoints } from '../symbols.js';
import { bodyFacts } from './body-facts.js';
import type { BodyFacts, ContractNames } from './body-facts.js';
import { disclosureFindings } from './disclosure.js';
import type { DisclosureFinding } from './disclosure.js';
import { loadCompactUnit } from './imports.js';
import type { CompactFileReader } from './imports.js';

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
  /** Private data reaching public places without disclose(), by the compiler's rule. */
  disclosures: DisclosureFinding[];
}

const ofKind = <K extends CompactDeclaration['kind']>(decls: CompactDeclaration[], kind: K) =>
  decls.filter((d): d is Extract<CompactDeclaration, { kind: K }> => d.kind === kind);

/**
 * Parses `source` and gathers names and body facts. Malformed code gives diagnostics; a source past the nesting or
 * size budget throws INVALID_INPUT naming `file`, the line and the limit (the analysis recurses per level). With
 * `readImport`, the disclosure analysis follows calls into the files `file` imports or includes (paths relative like
 * `file`), as the compiler does; without it, their circuits are unknown.
 */
export function buildContractModel(
  source: string,
  file = 'contract.compact',
  budget?: SourceBudget,
  readImport?: CompactFileReader,
): ContractModel {
  assertSourceBudget(file, source, budget);
  const parse = parseCompact(source);
  const unit = loadCompactUnit(file, parse, readImport, budget);
  const ledgers = ofKind(parse.declarations, 'ledger');
  const witnesses = ofKind(parse.declarations, 'witness');
  const circuitDecls = ofKind(parse.declarations, 'circuit');
  const names: ContractNames = {
    ledger: new Set(ledgers.map((l) => l.name)),
    sealed: new Set(ledgers.filter((l) => l.sealed).map((l) => l.name)),
    witnesses: new Set(witnesses.map((w) => w.name)),
    circuits: new Set(circuitDecls.map((c) => c.name)),
  };
  const where = (d: { start: { line: number; column: number } }) => `${d.start.line}:${d.start.column}`;
  const entryAt = new Set(compactEntrypoints(parse).map(where));
  const isEntry = (decl: CompactCircuit) => entryAt.has(where(decl));
  const circuits = circuitDecls.map((decl) => ({
    decl,
    facts: bodyFacts(decl, parse.tokens, names),
    entry: isEntry(decl),
  }));
  const constructors = ofKind(parse.declarations, 'constructor').map((decl) => ({
    decl,
    facts: bodyFacts(decl, parse.tokens, names),
  }));
  // The constructor's arguments are private to the deployer as an exported circuit's are to its caller.
  const disclosures = disclosureFindings(
    parse,
    [...circuits, ...constructors.map(({ decl }) => ({ decl, entry: true }))],
    unit.links,
  );
  return {
    source,
    parse,
    names,
    ledgers,
    witnesses,
    circuits,
    constructors,
    disclosures,
  };
}

/** `Module.name` for circuits inside modules, else the bare name. */
export const qualifiedName = (d: { name: string; container?: string }) =>
  d.container ? `${d.container}.${d.name}` : d.name;
