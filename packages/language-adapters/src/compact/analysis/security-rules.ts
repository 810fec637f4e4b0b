/** One kind of finding {@link securityChecks} reports: what it means and what to do, for reports such as SARIF. */
export interface SecurityRule {
  id: string;
  severity: 'high' | 'medium' | 'low' | 'info';
  title: string;
  description: string;
  help: string;
}

const DISCLOSE_HELP =
  'Wrap the value in disclose() where leaking it is intended, or keep it out of the public place (hash or commit to it first).';

/** Every finding id of the security checks (disclosure included), in one list. */
export const SECURITY_RULES: readonly SecurityRule[] = [
  {
    id: 'undisclosed-ledger-write',
    severity: 'high',
    title: 'Private data reaches a ledger operation without disclose().',
    description:
      'A witness value or an argument of an exported circuit or the constructor flows into a ledger operation (or its operand), which is public, without disclose(). The compiler rejects it.',
    help: DISCLOSE_HELP,
  },
  {
    id: 'undisclosed-stdlib-call',
    severity: 'high',
    title: 'Private data reaches a coin or kernel operation without disclose().',
    description:
      'Coin and kernel operations of the standard library are public; a private value passed to one needs disclose(). The compiler rejects it.',
    help: DISCLOSE_HELP,
  },
  {
    id: 'undisclosed-call-argument',
    severity: 'high',
    title: 'Private data passed to a circuit that makes it public, without disclose().',
    description:
      'A private value is passed to a circuit whose parameter reaches a public place inside it, and neither side discloses it.',
    help: DISCLOSE_HELP,
  },
  {
    id: 'undisclosed-branch',
    severity: 'medium',
    title: 'A condition on private data controls public state, without disclose().',
    description:
      'The condition of an if or ?: uses a private value and the code it controls touches public state, so the branch taken is public.',
    help: DISCLOSE_HELP,
  },
  {
    id: 'undisclosed-return',
    severity: 'medium',
    title: 'An exported circuit returns private data without disclose().',
    description: 'The result of an exported circuit is public; a private value returned from one needs disclose().',
    help: DISCLOSE_HELP,
  },
  {
    id: 'sealed-ledger-write',
    severity: 'high',
    title: 'A sealed ledger field is written in an exported circuit.',
    description:
      'Sealed fields may only be set while the contract is constructed; the compiler rejects writes reachable from exported circuits.',
    help: 'Set the field in the constructor, or drop sealed from its declaration.',
  },
  {
    id: 'unchecked-witness',
    severity: 'medium',
    title: 'An exported circuit uses a witness but asserts nothing.',
    description:
      'Any DApp can supply any witness implementation; only assertions in the circuit constrain what a valid proof may contain.',
    help: 'Assert what the witness value must satisfy (a hash matches a commitment, a key matches the owner).',
  },
  {
    id: 'exported-circuit-without-assert',
    severity: 'low',
    title: 'An exported circuit changes ledger state without any assert or guard call.',
    description:
      'Exported circuits are callable by anyone; state changes without an access or state check are open to every caller.',
    help: 'Check that anyone may make this change, or assert the caller or state first (an owner check, an initialized flag).',
  },
  {
    id: 'parse-error',
    severity: 'info',
    title: 'The parser recovered from a syntax error.',
    description: 'The parser recovered; findings near this spot may be incomplete.',
    help: 'Fix the syntax error (compile the contract to see the compiler message).',
  },
];
