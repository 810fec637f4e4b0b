import type { CompactCircuit, CompactConstructor, CompactToken } from '@sextant/language-adapters';
import { isCall, matchParen, splitStatements } from './statements.js';
import type { Statement } from './statements.js';

/** Names the contract declares, to tell ledger fields, witnesses and circuits apart in bodies. */
export interface ContractNames {
  ledger: ReadonlySet<string>;
  sealed: ReadonlySet<string>;
  witnesses: ReadonlySet<string>;
  /** Circuits whose result carries undisclosed witness data: calling one is like calling a witness. */
  witnessReturning?: ReadonlySet<string>;
  circuits: ReadonlySet<string>;
}

export interface Located {
  line: number;
  column: number;
}
export interface LedgerAccess extends Located {
  field: string;
  /** `=`, `+=`, `-=`, a method name (`insert`, `increment`…), or `read`. */
  op: string;
  write: boolean;
  /** Witness-derived names reaching the write without `disclose()`. */
  undisclosed: string[];
}
export interface BodyFacts {
  ledger: LedgerAccess[];
  witnessCalls: (Located & { name: string })[];
  circuitCalls: (Located & { name: string })[];
  otherCalls: (Located & { name: string })[];
  asserts: (Located & { message?: string })[];
  discloses: Located[];
  /** Returns and branches whose value carries undisclosed witness-derived data. */
  undisclosedReturns: (Located & { names: string[] })[];
  undisclosedBranches: (Located & { names: string[] })[];
}

/** Where private data comes from: a witness call, or an exported circuit's argument. */
export type Origin = 'witness' | 'argument';
type Taint = Map<string, Origin>;
interface Flow {
  name: string;
  origin: Origin;
}

const WRITE_METHODS = new Set([
  'insert',
  'insertDefault',
  'insertCoin',
  'remove',
  'increment',
  'decrement',
  'resetToDefault',
  'write',
  'writeCoin',
  'push',
  'pushFront',
  'popFront',
  'reset',
]);
const NOT_CALLS = new Set(['if', 'for', 'return', 'assert', 'disclose', 'const', 'map', 'fold']);
const at = (t: CompactToken): Located => ({ line: t.start.line, column: t.start.column });

/**
 * Facts about one circuit (or constructor) body. Exported circuits' parameters count as witness data,
 * as the compiler treats them: storing, returning or branching on them needs `disclose()`.
 */
export function bodyFacts(
  decl: CompactCircuit | CompactConstructor,
  tokens: readonly CompactToken[],
  names: ContractNames,
  entry: boolean,
): BodyFacts {
  const facts: BodyFacts = {
    ledger: [],
    witnessCalls: [],
    circuitCalls: [],
    otherCalls: [],
    asserts: [],
    discloses: [],
    undisclosedReturns: [],
    undisclosedBranches: [],
  };
  if (!decl.body) return facts;
  const { offset, endOffset } = decl.body;
  const inner = tokens.filter((t) => t.offset > offset && t.endOffset < endOffset);
  const tainted: Taint = new Map();
  if (decl.kind === 'circuit' && entry)
    for (const p of decl.params) for (const n of identsOf(p.name)) tainted.set(n, 'argument');
  for (const s of splitStatements(inner)) scanStatement(s, names, tainted, facts);
  return facts;
}

function scanStatement(s: Statement, names: ContractNames, tainted: Taint, facts: BodyFacts): void {
  for (let i = 0; i < s.length; i++) {
    const t = s[i] as CompactToken;
    if (t.kind !== 'ident' || s[i - 1]?.text === '.') continue;
    if (t.text === 'assert' && s[i + 1]?.text === '(') {
      const close = matchParen(s, i + 1);
      const message = s
        .slice(i, close)
        .reverse()
        .find((x) => x.kind === 'string');
      facts.asserts.push({ ...at(t), ...(message ? { message: message.text.slice(1, -1) } : {}) });
    } else if (t.text === 'disclose' && s[i + 1]?.text === '(') facts.discloses.push(at(t));
    else if (isCall(s, i) && !NOT_CALLS.has(t.text)) {
      const list = names.witnesses.has(t.text)
        ? facts.witnessCalls
        : names.circuits.has(t.text)
          ? facts.circuitCalls
          : facts.otherCalls;
      list.push({ name: t.text, ...at(t) });
    }
  }
  const head = s[0];
  if (!head) return;
  if (head.text === 'const') {
    const eq = s.findIndex((t) => t.text === '=');
    const found = eq > 0 ? undisclosedFlows(s.slice(eq + 1), names, tainted) : [];
    const origin: Origin = found.some((f) => f.origin === 'witness') ? 'witness' : 'argument';
    if (found.length > 0) for (const n of patternNames(s.slice(1, eq))) tainted.set(n, origin);
  } else if (head.text === 'return') {
    const found = fromWitness(undisclosedFlows(s.slice(1), names, tainted));
    if (found.length) facts.undisclosedReturns.push({ ...at(head), names: found });
  } else if (head.text === 'if' && s[1]?.text === '(') {
    const found = fromWitness(undisclosedFlows(s.slice(2, matchParen(s, 1)), names, tainted));
    if (found.length) facts.undisclosedBranches.push({ ...at(head), names: found });
  }
  recordLedger(s, names, tainted, facts);
}

function recordLedger(s: Statement, names: ContractNames, tainted: Taint, facts: BodyFacts): void {
  const head = s[0] as CompactToken;
  const op = s[1]?.text ?? '';
  let writeIndex = -1;
  if (names.ledger.has(head.text) && ['=', '+=', '-='].includes(op)) {
    facts.ledger.push({
      field: head.text,
      op,
      write: true,
      ...at(head),
      undisclosed: undisclosed(s.slice(2), names, tainted),
    });
    writeIndex = 0;
  } else if (names.ledger.has(head.text) && op === '.' && WRITE_METHODS.has(s[2]?.text ?? '') && s[3]?.text === '(') {
    const args = s.slice(4, matchParen(s, 3));
    facts.ledger.push({
      field: head.text,
      op: s[2]?.text ?? '',
      write: true,
      ...at(head),
      undisclosed: undisclosed(args, names, tainted),
    });
    writeIndex = 0;
  }
  s.forEach((t, i) => {
    if (i !== writeIndex && t.kind === 'ident' && names.ledger.has(t.text) && s[i - 1]?.text !== '.') {
      facts.ledger.push({ field: t.text, op: 'read', write: false, ...at(t), undisclosed: [] });
    }
  });
}

const undisclosed = (expr: readonly CompactToken[], names: ContractNames, tainted: Taint) =>
  undisclosedFlows(expr, names, tainted).map((f) => f.name);
// Returns and branches only count witness data: exported-circuit arguments come from the caller already.
const fromWitness = (flows: Flow[]) => flows.filter((f) => f.origin === 'witness').map((f) => f.name);

/** Witness-derived names in `expr` that are not inside a `disclose(…)` call, with where they come from. */
export function undisclosedFlows(expr: readonly CompactToken[], names: ContractNames, tainted: Taint): Flow[] {
  const found: Flow[] = [];
  const stack: boolean[] = [];
  let disclosed = 0;
  expr.forEach((t, i) => {
    if (t.text === '(' && t.kind === 'punct') {
      const opens = expr[i - 1]?.text === 'disclose';
      stack.push(opens);
      if (opens) disclosed++;
    } else if (t.text === ')' && t.kind === 'punct') {
      if (stack.pop()) disclosed--;
    } else if (t.kind === 'ident' && disclosed === 0 && expr[i - 1]?.text !== '.') {
      const source = names.witnesses.has(t.text) || names.witnessReturning?.has(t.text);
      const origin = source && isCall(expr, i) ? 'witness' : tainted.get(t.text);
      if (origin && !found.some((f) => f.name === t.text)) found.push({ name: t.text, origin });
    }
  });
  return found;
}

const identsOf = (pattern: string) => pattern.match(/[A-Za-z_$][\w$]*/g) ?? [];

// Names bound by a `const` pattern, before any `: Type` annotation.
function patternNames(pattern: readonly CompactToken[]): string[] {
  let depth = 0;
  const out: string[] = [];
  for (const t of pattern) {
    if (t.text === '{' || t.text === '[') depth++;
    else if (t.text === '}' || t.text === ']') depth--;
    else if (t.text === ':' && depth === 0) break;
    else if (t.kind === 'ident') out.push(t.text);
  }
  return out;
}
