import type { ContractModel } from './contract-model.js';
import { qualifiedName } from './contract-model.js';

/** One finding with where it is and why it matters. */
export interface Finding {
  id: string;
  severity: 'high' | 'medium' | 'low' | 'info';
  message: string;
  rationale: string;
  line: number;
  column: number;
  circuit?: string;
}

const DISCLOSE_WHY =
  'Witness values and exported-circuit arguments are private; the compiler rejects storing, returning or branching on them unless wrapped in disclose(), which marks the leak as intended.';

// Calls that usually guard a circuit (assertOnlyOwner, requireInitialized, checkRole…).
const GUARD = /assert|require|only|check|guard/i;

/** Security checks over a contract model; each finding carries location and rationale. */
export function securityChecks(model: ContractModel): Finding[] {
  const findings: Finding[] = [];
  for (const { decl, facts, entry } of model.circuits) {
    const circuit = qualifiedName(decl);
    const base = { circuit };
    for (const w of facts.ledger.filter((a) => a.write && a.undisclosed.length > 0)) {
      findings.push({
        ...base,
        id: 'undisclosed-ledger-write',
        severity: 'high',
        line: w.line,
        column: w.column,
        message: `Ledger field "${w.field}" is written (${w.op}) with witness-derived ${w.undisclosed.join(', ')} not wrapped in disclose().`,
        rationale: DISCLOSE_WHY,
      });
    }
    for (const r of facts.undisclosedReturns.filter(() => entry)) {
      findings.push({
        ...base,
        id: 'undisclosed-return',
        severity: 'medium',
        line: r.line,
        column: r.column,
        message: `Exported circuit "${circuit}" returns witness-derived ${r.names.join(', ')} without disclose().`,
        rationale: `A returned value leaves the proof as public output. ${DISCLOSE_WHY}`,
      });
    }
    for (const b of facts.undisclosedBranches) {
      findings.push({
        ...base,
        id: 'undisclosed-branch',
        severity: 'medium',
        line: b.line,
        column: b.column,
        message: `Branch condition uses witness-derived ${b.names.join(', ')} without disclose().`,
        rationale: `Which branch runs is visible on chain through its effects. ${DISCLOSE_WHY}`,
      });
    }
    const topLevelEntry = entry && !decl.container;
    if (entry && facts.witnessCalls.length > 0 && facts.asserts.length === 0) {
      findings.push({
        ...base,
        id: 'unchecked-witness',
        severity: 'medium',
        line: decl.start.line,
        column: decl.start.column,
        message: `Exported circuit "${circuit}" uses witness ${[...new Set(facts.witnessCalls.map((w) => w.name))].join(', ')} but asserts nothing.`,
        rationale:
          'Any DApp can supply any witness implementation; only assertions in the circuit constrain what a valid proof may contain.',
      });
    }
    const writes = facts.ledger.filter((a) => a.write);
    const guarded =
      facts.asserts.length > 0 || [...facts.circuitCalls, ...facts.otherCalls].some((c) => GUARD.test(c.name));
    if (entry && writes.length > 0 && !guarded) {
      findings.push({
        ...base,
        id: 'exported-circuit-without-assert',
        severity: 'low',
        line: decl.start.line,
        column: decl.start.column,
        message: `Exported circuit "${circuit}" changes ledger state (${[...new Set(writes.map((w) => w.field))].join(', ')}) without any assert or guard call.`,
        rationale:
          'Exported circuits are callable by anyone; state changes without an access or state check are open to every caller.',
      });
    }
    for (const w of writes.filter((a) => topLevelEntry && model.names.sealed.has(a.field))) {
      findings.push({
        ...base,
        id: 'sealed-ledger-write',
        severity: 'high',
        line: w.line,
        column: w.column,
        message: `Sealed ledger field "${w.field}" is written in exported circuit "${circuit}".`,
        rationale:
          'Sealed fields may only be set while the contract is constructed; the compiler rejects writes reachable from exported circuits.',
      });
    }
  }
  for (const d of model.parse.diagnostics.filter((x) => x.severity === 'error')) {
    findings.push({
      id: 'parse-error',
      severity: 'info',
      line: d.line,
      column: d.column,
      message: d.message,
      rationale: 'The parser recovered; findings near this spot may be incomplete.',
    });
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}
