import type { ContractModel } from './contract-model.js';
import type { DisclosureFinding } from './disclosure.js';
import { qualifiedName } from './contract-model.js';

/** One finding with where it is and why it matters. */
export interface SecurityFinding {
  id: string;
  severity: 'high' | 'medium' | 'low' | 'info';
  message: string;
  rationale: string;
  line: number;
  column: number;
  circuit?: string;
}

const DISCLOSE_WHY =
  'Witness values and the arguments of exported circuits and the constructor are private; the compiler rejects any path that takes them into the public transcript (ledger operations and their operands, coin and kernel operations, exported results, conditions of code that touches public state) unless wrapped in disclose(), which marks the leak as intended.';

const DISCLOSURE_IDS = {
  ledger: ['undisclosed-ledger-write', 'high'],
  stdlib: ['undisclosed-stdlib-call', 'high'],
  call: ['undisclosed-call-argument', 'high'],
  branch: ['undisclosed-branch', 'medium'],
  return: ['undisclosed-return', 'medium'],
} as const;

function disclosureFinding(d: DisclosureFinding): SecurityFinding {
  const [id, severity] = DISCLOSURE_IDS[d.kind];
  const data = `${d.origin === 'witness' ? 'witness-derived' : 'argument-derived'} ${d.names.join(', ') || 'value'}`;
  const message =
    d.kind === 'return'
      ? `Exported circuit "${d.circuit}" returns ${data} without disclose().`
      : d.kind === 'branch'
        ? `Condition uses ${data} without disclose(), and the code it controls touches public state.`
        : d.kind === 'call'
          ? `Passes ${data} as ${d.what}, which takes it to a public place, without disclose().`
          : d.kind === 'ledger'
            ? `Ledger operation ${d.what} receives ${data} without disclose().`
            : `${d.what}() receives ${data} without disclose(): coin and kernel operations are public.`;
  return { id, severity, line: d.line, column: d.column, circuit: d.circuit, message, rationale: DISCLOSE_WHY };
}

// Calls that usually guard a circuit (assertOnlyOwner, requireInitialized, checkRole…).
const GUARD = /assert|require|only|check|guard/i;

/** Security checks over a contract model; each finding carries location and rationale. */
export function securityChecks(model: ContractModel): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  for (const { decl, facts, entry } of model.circuits) {
    const circuit = qualifiedName(decl);
    const base = { circuit };
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
  findings.push(...model.disclosures.map(disclosureFinding));
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
