import { describe, expect, it } from 'vitest';
import { buildContractModel } from '../../../src/compact/analysis/contract-model.js';
import { compactImportLinks } from '../../../src/compact/analysis/imports.js';
import { parseCompact } from '../../../src/compact/parser.js';

// A small tree of our own: a library module in lib/Store.compact that discloses what it stores, one that does not,
// and a helper included textually.
const tree: Record<string, string> = {
  'lib/Store.compact': `module Store {
  import CompactStandardLibrary;
  import "./Util" prefix Util_;
  export ledger items: Set<Bytes<32>>;
  export circuit keep(x: Bytes<32>): [] { items.insert(disclose(x)); }
  export circuit keepRaw(x: Bytes<32>): [] { items.insert(Util_same(x)); }
  export circuit echo(x: Bytes<32>): Bytes<32> { return x; }
}`,
  'lib/Util.compact': `module Util {
  export pure circuit same(x: Bytes<32>): Bytes<32> { return x; }
}`,
  'lib/helpers.compact': `circuit stash(x: Bytes<32>): [] { seen.insert(x); }`,
};
const read = (path: string) => tree[path];
const HEAD = `import CompactStandardLibrary;
import "lib/Store" prefix Store_;
include "lib/helpers";
export ledger seen: Set<Bytes<32>>;
witness secret(): Bytes<32>;
`;
/** Findings of HEAD + body read as main.compact at the root (so `lib/…` resolves beside it), lines counted in body. */
const found = (body: string, reader: (p: string) => string | undefined = read) =>
  buildContractModel(HEAD + body, 'main.compact', undefined, reader).disclosures.map(
    (d) => `${d.kind}:${d.line - 5}:${d.circuit}:${d.origin}`,
  );

describe('disclosure across imported files', () => {
  it('resolves quoted imports and includes beside the importing file, and `import Name` of a file', () => {
    const parse = parseCompact(`import CompactStandardLibrary;\nimport "../a/B" prefix B_;\ninclude "c";\nimport D;`);
    expect(compactImportLinks(parse, 'src/x/main.compact')).toEqual([
      { path: 'src/a/B.compact', prefix: 'B_' },
      { path: 'src/x/c.compact', prefix: '' },
      { path: 'src/x/D.compact', prefix: '' },
    ]);
  });

  it('a disclosure inside the imported callee satisfies the caller; an undisclosed store there is the caller’s', () => {
    expect(found(`export circuit f(a: Bytes<32>): [] {\n  Store_keep(a);\n}`)).toEqual([]);
    expect(found(`export circuit f(a: Bytes<32>): [] {\n  Store_keepRaw(a);\n}`)).toEqual(['call:2:f:argument']);
  });

  it('witness data flows through an imported circuit’s result, and through an included helper', () => {
    expect(found(`export circuit f(): [] {\n  seen.insert(Store_echo(secret()));\n}`)).toEqual(['ledger:2:f:witness']);
    expect(found(`export circuit f(): [] {\n  stash(secret());\n}`)).toEqual(['call:2:f:witness']);
  });

  it('without the imported files, their circuits are unknown and nothing is claimed about them', () => {
    expect(found(`export circuit f(a: Bytes<32>): [] {\n  Store_keepRaw(a);\n}`, () => undefined)).toEqual([]);
  });
});

describe('disclosure in expressions', () => {
  const LOCAL = `import CompactStandardLibrary;
export ledger count: Uint<16>;
export ledger seen: Set<Field>;
module Lib {
  export circuit put(x: Field): [] { seen.insert(x); }
}
import { put as store } from Lib;
`;
  const local = (body: string) =>
    buildContractModel(LOCAL + body).disclosures.map((d) => `${d.kind}:${d.line - 7}:${d.circuit}:${d.origin}`);

  it('an assignment to a ledger field inside an expression stores its value', () => {
    expect(local(`export circuit f(x: Uint<16>): Uint<16> {\n  const p = count += x;\n  return p;\n}`)).toEqual([
      'ledger:2:f:argument',
    ]);
  });

  it('`const a = …, b = …;` binds one name after the other', () => {
    expect(local(`export circuit f(x: Field): [] {\n  const a = 1, b = a + x;\n  seen.insert(b);\n}`)).toEqual([
      'ledger:3:f:argument',
    ]);
  });

  it('a selectively imported module circuit is followed under its alias', () => {
    expect(local(`export circuit f(x: Field): [] {\n  store(x);\n}`)).toEqual(['call:2:f:argument']);
  });

  it('the commitment of kernel.claimContractCall needs no disclose(); its address does', () => {
    const body = `export circuit f(a: Bytes<32>, e: Bytes<32>, c: Field): [] {\n  kernel.claimContractCall(disclose(a), disclose(e), c);\n}
export circuit g(a: Bytes<32>, e: Bytes<32>, c: Field): [] {\n  kernel.claimContractCall(a, disclose(e), c);\n}`;
    expect(local(body)).toEqual(['stdlib:5:g:argument']);
  });
});
