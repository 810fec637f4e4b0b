import { describe, expect, it } from 'vitest';
import { compactEntrypoints, parseCompact } from '../../src/index.js';
import type { CompactDeclaration } from '../../src/index.js';

const exportedOf = (decls: CompactDeclaration[], kind: string) =>
  decls.filter((d) => d.kind === kind).map((d) => [d.container ? `${d.container}.${d.name}` : d.name, d.exported]);

describe('compact parser: what is exported', () => {
  it('marks `export circuit` and names of an `export { … }` list alike', () => {
    const source = `pragma language_version >= 0.16;
import CompactStandardLibrary;
export ledger round: Counter;
ledger votes: Map<Bytes<32>, Uint<64>>;
export circuit increment(): [] { round.increment(1); }
circuit vote$commit(ballot: Bytes<32>): [] { votes.insert(disclose(ballot), 1); }
circuit helper(): Field { return 1; }
export { vote$commit, votes };
`;
    const { declarations, diagnostics } = parseCompact(source);
    expect(diagnostics).toEqual([]);
    expect(exportedOf(declarations, 'circuit')).toEqual([
      ['increment', true],
      ['vote$commit', true],
      ['helper', false],
    ]);
    expect(exportedOf(declarations, 'ledger')).toEqual([
      ['round', true],
      ['votes', true],
    ]);
    expect(compactEntrypoints(parseCompact(source)).map((e) => e.name)).toEqual(['increment', 'vote$commit']);
  });

  it('applies a list inside a module to that module only, and re-exports imported module members', () => {
    const source = `module Auth {
  circuit check(): [] {}
  circuit hidden(): [] {}
  export { check };
}
module Token prefix_test {
  export circuit mint(): [] {}
}
import Auth;
import { mint as mintToken } from Token;
ledger owner: Bytes<32>;
circuit check(): [] {}
export { mintToken };
`;
    const parse = parseCompact(source.replace(' prefix_test', ''));
    expect(exportedOf(parse.declarations, 'circuit')).toEqual([
      ['Auth.check', true],
      ['Auth.hidden', false],
      ['Token.mint', true],
      ['check', false],
    ]);
    // Only the file's own exports are the contract's entry points: Auth.check is exported by its module only.
    expect(compactEntrypoints(parse).map((e) => [e.name, e.container])).toEqual([['mint', 'Token']]);
  });

  it('re-exports through a prefixed import and a plain import', () => {
    const source = `module M { export circuit a(): [] {} export circuit b(): [] {} }
import M prefix M_;
ledger x: Field;
export { M_a };
`;
    expect(compactEntrypoints(parseCompact(source)).map((e) => `${e.container}.${e.name}`)).toEqual(['M.a']);
    const plain = `module M { export circuit a(): [] {} export circuit b(): [] {} }
import M;
ledger x: Field;
export { b };
`;
    expect(compactEntrypoints(parseCompact(plain)).map((e) => `${e.container}.${e.name}`)).toEqual(['M.b']);
  });
});
