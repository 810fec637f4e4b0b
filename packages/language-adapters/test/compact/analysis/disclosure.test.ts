import { describe, expect, it } from 'vitest';
import { buildContractModel } from '../../../src/compact/analysis/contract-model.js';

const HEAD = `pragma language_version >= 0.16;
import CompactStandardLibrary;
ledger owners: Map<Bytes<32>, Bytes<32>>;
ledger members: Set<Bytes<32>>;
ledger total: Counter;
ledger nested: Map<Bytes<32>, Map<Bytes<32>, Uint<64>>>;
witness secret(): Bytes<32>;
struct Pair { secret: Bytes<32>; other: Bytes<32>; }
`;
/** Disclosure findings of HEAD + body as `kind:line:circuit`, lines counted in `body`. */
const found = (body: string) =>
  buildContractModel(HEAD + body).disclosures.map((d) => `${d.kind}:${d.line - 8}:${d.circuit}:${d.origin}`);

describe('disclosure rule', () => {
  it('ledger reads and tests with a private operand are public', () => {
    expect(found(`export circuit f(k: Bytes<32>): Boolean {\n  return members.member(k);\n}`)).toEqual([
      'ledger:2:f:argument',
    ]);
    expect(found(`export circuit f(): Boolean {\n  return members.member(disclose(secret()));\n}`)).toEqual([]);
  });

  it('writes through nested ledger values and constructor writes from its arguments', () => {
    expect(
      found(
        `export circuit f(k: Bytes<32>, v: Uint<64>): [] {\n  nested.lookup(disclose(k)).insert(disclose(k), v);\n}`,
      ),
    ).toEqual(['ledger:2:f:argument']);
    expect(found(`constructor(k: Bytes<32>) {\n  members.insert(k);\n}`)).toEqual(['ledger:2:constructor:argument']);
  });

  it('standard-library coin operations are public', () => {
    expect(
      found(`export circuit f(amount: Uint<128>): [] {\n  receiveUnshielded(default<Bytes<32>>, amount);\n}`),
    ).toEqual(['stdlib:2:f:argument']);
  });

  it('taint travels through const, struct literals and fields, tuples and vectors, not through field names', () => {
    const body = `export circuit f(): [] {
  const s = secret();
  const p = Pair { secret: pad(32, "x"), other: s };
  const t = [p.other, pad(32, "y")];
  members.insert(t[0]);
}
export circuit g(): [] {
  const secret = pad(32, "public");
  const p = Pair { secret: disclose(secret), other: secret };
  members.insert(p.other);
}`;
    expect(found(body)).toEqual(['ledger:5:f:witness']);
  });

  it('summarises helper circuits: parameters that reach public places and tainted results', () => {
    const body = `circuit store(x: Bytes<32>): [] {
  members.insert(x);
}
circuit id(x: Bytes<32>): Bytes<32> {
  return x;
}
circuit safe(): Bytes<32> {
  return disclose(secret());
}
export circuit f(a: Bytes<32>): [] {
  store(a);
  members.insert(id(secret()));
  members.insert(safe());
}`;
    expect(found(body)).toEqual(['call:11:f:argument', 'ledger:12:f:witness']);
  });

  it('resolves prefixed calls into modules of the same file; module exports are not entry points', () => {
    const body = `module Lib {
  export circuit put(x: Bytes<32>): [] { members.insert(x); }
}
import Lib prefix Lib_;
export circuit f(a: Bytes<32>): [] {
  Lib_put(a);
}`;
    expect(found(body)).toEqual(['call:6:f:argument']);
  });

  it('conditions count only when the code they control touches public state', () => {
    const body = `export circuit f(flag: Boolean): Bytes<32> {
  const local = flag ? pad(32, "a") : pad(32, "b");
  if (flag) {
    total.increment(1);
  }
  assert(flag || members.member(pad(32, "c")), "x");
  return disclose(local);
}`;
    expect(found(body)).toEqual(['branch:3:f:argument', 'branch:6:f:argument']);
  });

  it('exported circuits may not return witness data; internal ones may', () => {
    expect(
      found(`circuit h(): Bytes<32> {\n  return secret();\n}\nexport circuit f(): Bytes<32> {\n  return h();\n}`),
    ).toEqual(['return:5:f:witness']);
  });

  it('commitments hide their input', () => {
    expect(
      found(`export circuit f(): [] {\n  members.insert(persistentCommit<Bytes<32>>(secret(), pad(32, "r")));\n}`),
    ).toEqual([]);
  });
});
