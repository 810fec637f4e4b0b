import type { CompactToken } from '../tokenizer.js';
import type { CompactCircuit, CompactConstructor } from '../types.js';
import { isCall, matchParen, splitStatements } from './statements.js';
import type { Statement } from './statements.js';

/** Names the contract declares, to tell ledger fields, witnesses and circuits apart in bodies. */
export interface ContractNames {
  ledger: ReadonlySet<string>;
  sealed: ReadonlySet<string>;
  witnesses: ReadonlySet<string>;
  circuits: ReadonlySet<string>;
}

interface Located {
  line: number;
  column: number;
}
export interface LedgerAccess extends Located {
  field: string;
  /** `=`, `+=`, `-=`, a method name (`insert`, `increment`…), or `read`. */
  op: string;
  write: boolean;
}
export interface BodyFacts {
  ledger: LedgerAccess[];
  witnessCalls: (Located & { name: string })[];
  circuitCalls: (Located & { name: string })[];
  otherCalls: (Located & { name: string })[];
  asserts: (Located & { message?: string })[];
  discloses: Located[];
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

/** Facts about one circuit (or constructor) body: ledger accesses, calls, asserts and disclose() sites. */
export function bodyFacts(
  decl: CompactCircuit | CompactConstructor,
  tokens: readonly CompactToken[],
  names: ContractNames,
): BodyFacts {
  const facts: BodyFacts = {
    ledger: [],
    witnessCalls: [],
    circuitCalls: [],
    otherCalls: [],
    asserts: [],
    discloses: [],
  };
  if (!decl.body) return facts;
  const { offset, endOffset } = decl.body;
  const inner = tokens.filter((t) => t.offset > offset && t.endOffset < endOffset);
  for (const s of splitStatements(inner)) scanStatement(s, names, facts);
  return facts;
}

function scanStatement(s: Statement, names: ContractNames, facts: BodyFacts): void {
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
  if (s[0]) recordLedger(s, names, facts);
}

function recordLedger(s: Statement, names: ContractNames, facts: BodyFacts): void {
  const head = s[0] as CompactToken;
  const op = s[1]?.text ?? '';
  let writeIndex = -1;
  if (names.ledger.has(head.text) && ['=', '+=', '-='].includes(op)) {
    facts.ledger.push({
      field: head.text,
      op,
      write: true,
      ...at(head),
    });
    writeIndex = 0;
  } else if (names.ledger.has(head.text) && op === '.' && WRITE_METHODS.has(s[2]?.text ?? '') && s[3]?.text === '(') {
    facts.ledger.push({
      field: head.text,
      op: s[2]?.text ?? '',
      write: true,
      ...at(head),
    });
    writeIndex = 0;
  }
  s.forEach((t, i) => {
    if (i !== writeIndex && t.kind === 'ident' && names.ledger.has(t.text) && s[i - 1]?.text !== '.') {
      facts.ledger.push({ field: t.text, op: 'read', write: false, ...at(t) });
    }
  });
}
