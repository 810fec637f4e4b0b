import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCompact } from '../../src/compact/parser.js';
import type { CompactImport } from '../../src/compact/types.js';
import { findReferenceContracts, ofKind } from './support.js';

const dir = findReferenceContracts();
const skipNote = dir ? '' : ' (SKIPPED: shared/reference/midnight/compact not found beside the repository)';

// Oracles from SOURCES.md: ledger, circuit and witness names plus imports as written.
const expected: Record<
  string,
  { ledgers: number; circuits: string[]; exported: string[]; witnesses: string[]; imports: string[] }
> = {
  'counter.compact': {
    ledgers: 1,
    circuits: ['increment'],
    exported: ['increment'],
    witnesses: [],
    imports: ['CompactStandardLibrary'],
  },
  'bboard.compact': {
    ledgers: 4,
    circuits: ['post', 'takeDown', 'publicKey'],
    exported: ['post', 'takeDown', 'publicKey'],
    witnesses: ['localSecretKey'],
    imports: ['CompactStandardLibrary'],
  },
  'oz-Ownable.compact': {
    ledgers: 2,
    circuits: [
      'initialize',
      'assertInitialized',
      'assertNotInitialized',
      'owner',
      'transferOwnership',
      '_unsafeTransferOwnership',
      'renounceOwnership',
      'assertOnlyOwner',
      '_transferOwnership',
      '_unsafeUncheckedTransferOwnership',
      '_computeAccountId',
    ],
    exported: [
      'initialize',
      'owner',
      'transferOwnership',
      '_unsafeTransferOwnership',
      'renounceOwnership',
      'assertOnlyOwner',
      '_transferOwnership',
      '_unsafeUncheckedTransferOwnership',
    ],
    witnesses: ['wit_OwnableSK'],
    imports: ['CompactStandardLibrary', '"../utils/Utils" prefix Utils_'],
  },
  'oz-FungibleToken.compact': {
    ledgers: 7,
    circuits: [],
    exported: [],
    witnesses: ['wit_FungibleTokenSK'],
    imports: ['CompactStandardLibrary', '"../utils/Utils" prefix Utils_'],
  },
  'oz-MockOwnable.compact': {
    ledgers: 0,
    circuits: [
      'owner',
      'transferOwnership',
      '_unsafeTransferOwnership',
      'renounceOwnership',
      'assertOnlyOwner',
      '_transferOwnership',
      '_unsafeUncheckedTransferOwnership',
    ],
    exported: [
      'owner',
      'transferOwnership',
      '_unsafeTransferOwnership',
      'renounceOwnership',
      'assertOnlyOwner',
      '_transferOwnership',
      '_unsafeUncheckedTransferOwnership',
    ],
    witnesses: [],
    imports: ['CompactStandardLibrary', '"../../Ownable" prefix Ownable_'],
  },
  'lfdt-compact-syntax-test.compact': {
    ledgers: 21,
    circuits: ['slicer', 'foo', 'bar', 'baz', 'nullX', 'foosbar', 'ballot_repr', 'check_rel_ops', 'emit_sth'],
    exported: ['slicer', 'foo', 'bar', 'baz', 'nullX'],
    witnesses: ['C', 'W'],
    imports: ['CompactStandardLibrary', '{} from CompactStandardLibrary', 'M<5, Opaque<"sisters">> prefix M$'],
  },
};

const importText = (d: CompactImport) =>
  `${d.selection ? `{${d.selection.map((s) => s.name).join(', ')}} from ` : ''}${d.isPath ? `"${d.name}"` : d.name}` +
  `${d.genericArgs ? `<${d.genericArgs.join(', ')}>` : ''}${d.prefix ? ` prefix ${d.prefix}` : ''}`;
const of = ofKind;

describe(`the six real contracts${skipNote}`, () => {
  const read = (file: string) => parseCompact(readFileSync(join(dir as string, file), 'utf8'));

  it.skipIf(!dir).each(Object.keys(expected))(
    '%s: exact ledger, circuit, witness and import counts, no diagnostics',
    (file) => {
      const want = expected[file]!;
      const { declarations, diagnostics } = read(file);
      expect(diagnostics).toEqual([]);
      expect(of(declarations, 'ledger')).toHaveLength(want.ledgers);
      expect(of(declarations, 'witness').map((w) => w.name)).toEqual(want.witnesses);
      expect(of(declarations, 'import').map(importText)).toEqual(want.imports);
      if (want.circuits.length > 0) {
        expect(of(declarations, 'circuit').map((c) => c.name)).toEqual(want.circuits);
        expect(
          of(declarations, 'circuit')
            .filter((c) => c.exported)
            .map((c) => c.name),
        ).toEqual(want.exported);
      }
    },
  );

  it.skipIf(!dir)('oz-FungibleToken: 23 circuits, 3 export sealed ledgers, a two-line ledger type', () => {
    const { declarations } = read('oz-FungibleToken.compact');
    expect(of(declarations, 'circuit')).toHaveLength(23);
    const sealed = of(declarations, 'ledger').filter((l) => l.sealed);
    expect(sealed.map((l) => [l.name, l.exported])).toEqual([
      ['_name', true],
      ['_symbol', true],
      ['_decimals', true],
    ]);
    const allowances = of(declarations, 'ledger').find((l) => l.name === '_allowances');
    expect(allowances?.type).toBe(
      'Map<Either<Bytes<32>, ContractAddress>, Map<Either<Bytes<32>, ContractAddress>, Uint<128>>>',
    );
    expect(allowances?.start.line).toBe(93);
    expect(of(declarations, 'circuit').every((c) => c.container === 'FungibleToken')).toBe(true);
  });

  it.skipIf(!dir)('lfdt: sealed x1, pure foo, generic module, contract, implements, new type, include', () => {
    const { declarations } = read('lfdt-compact-syntax-test.compact');
    expect(
      of(declarations, 'ledger')
        .filter((l) => l.sealed)
        .map((l) => l.name),
    ).toEqual(['x1']);
    expect(of(declarations, 'ledger').some((l) => l.exported)).toBe(false);
    expect(
      of(declarations, 'circuit')
        .filter((c) => c.pure)
        .map((c) => c.name),
    ).toEqual(['foo']);
    const m = of(declarations, 'module')[0];
    expect(m?.generics).toEqual([
      { name: 'a', isSize: true },
      { name: 'b', isSize: false },
    ]);
    expect(of(declarations, 'circuit').find((c) => c.name === 'slicer')?.container).toBe('M');
    expect(of(declarations, 'contract').map((c) => [c.name, c.circuits.length])).toEqual([['CX', 0]]);
    expect(of(declarations, 'implements')[0]?.names).toEqual(['CX']);
    expect(of(declarations, 'type')[0]).toMatchObject({ name: 'Frob', isNew: true, type: 'Uint<16>' });
    expect(of(declarations, 'include')[0]).toMatchObject({ name: 'empty', start: { line: 23, column: 1 } });
    expect(of(declarations, 'pragma')[0]?.version).toBe('>= 0.12.1');
    const bar = of(declarations, 'circuit').find((c) => c.name === 'bar');
    expect(bar).toMatchObject({
      returnType: 'M$frob',
      start: { line: 48, column: 1 },
      body: { start: { line: 49 }, end: { line: 77 } },
    });
  });

  it.skipIf(!dir)(
    'bboard: witness declarations have no body, constructor and enum are found with doc-free spans',
    () => {
      const { declarations } = read('bboard.compact');
      expect(of(declarations, 'witness')[0]).toMatchObject({
        name: 'localSecretKey',
        params: [],
        returnType: 'Bytes<32>',
        start: { line: 39, column: 1 },
      });
      expect(of(declarations, 'constructor')).toHaveLength(1);
      expect(of(declarations, 'enum')[0]).toMatchObject({
        name: 'State',
        exported: true,
        members: ['VACANT', 'OCCUPIED'],
      });
      expect(of(declarations, 'circuit')[2]).toMatchObject({
        name: 'publicKey',
        params: [
          { name: 'sk', type: 'Bytes<32>' },
          { name: 'sequence', type: 'Bytes<32>' },
        ],
      });
    },
  );
});
