import { describe, expect, it } from 'vitest';
import { parseCompact } from '../../src/compact/parser.js';
import { ofKind } from './support.js';

const errors = (source: string) => parseCompact(source).diagnostics.filter((d) => d.severity === 'error');

// Written for this test from the language changes up to 0.28 (toolchain 0.36, ledger 9): emit (0.24.101), the curve
// types of compact-runtime 0.20/0.21 (Secp256r1*, Curve25519*: language 0.27, flag-free in 0.28), kernel.caller()
// (0.27), contract declarations (0.25), Unicode identifiers (0.23.102).
const LEDGER_9 = `pragma language_version >= 0.28;
import CompactStandardLibrary;
import { Secp256r1Point, Curve25519Point, Curve25519Scalar } from CompactStandardLibrary;

contract Registry {
  circuit register(owner: ContractAddress): Boolean;
}

export ledger registry: Registry;
export ledger caller: ContractAddress;

export circuit verify(pk: Secp256r1Point, point: Curve25519Point, k: Curve25519Scalar): Curve25519Point {
  caller = disclose(kernel.caller());
  emit(ShieldedSpend { nullifier: pad(32, "n") });
  return ecMul(point, k);
}

export circuit größe(wert: Uint<64>): Uint<64> {
  return wert;
}
`;

describe('language 0.28 (the ledger-9 toolchain)', () => {
  it('parses emit, the new curve types, kernel.caller(), contract declarations and Unicode names', () => {
    const { declarations } = parseCompact(LEDGER_9);
    expect(errors(LEDGER_9)).toEqual([]);
    expect(ofKind(declarations, 'pragma')[0]).toMatchObject({ name: 'language_version', version: '>= 0.28' });
    expect(ofKind(declarations, 'contract')[0]).toMatchObject({ name: 'Registry' });
    const circuits = ofKind(declarations, 'circuit');
    expect(circuits.map((c) => c.name)).toEqual(['verify', 'größe']);
    expect(circuits[0]!.params.map((p) => p.type)).toEqual(['Secp256r1Point', 'Curve25519Point', 'Curve25519Scalar']);
    expect(circuits[0]!.returnType).toBe('Curve25519Point');
  });

  it.each([
    ['event', 'export ledger event: Field;', '0.23.101'],
    ['log', 'export circuit log(x: Field): Field { return x; }', '0.23.101'],
    ['eval', 'circuit f(eval: Field): Field { return eval; }', '0.23.102'],
    ['arguments', 'export ledger arguments: Counter;', '0.23.102'],
  ])('rejects "%s" as a name, where the compiler does, saying since when', (word, line, since) => {
    const found = errors(`pragma language_version >= 0.28;\n${line}\n`);
    expect(found[0]).toMatchObject({ line: 2, message: expect.stringContaining(`"${word}" is reserved`) });
    expect(found[0]!.message).toContain(since);
  });

  it('keeps keywords such as emit and words that merely contain a reserved one', () => {
    expect(
      errors('export circuit f(): [] { emit(E { eventId: 1, logged: true }); }\nexport ledger events: Counter;'),
    ).toEqual([]);
  });
});
