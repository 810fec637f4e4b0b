import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCompact } from '../../src/compact/parser.js';
import { fixturePath, ofKind } from './support.js';

const parseFixture = (name: string) => parseCompact(readFileSync(fixturePath(name), 'utf8'));
const of = ofKind;

describe('compact parser on its own fixtures', () => {
  const { declarations, diagnostics } = parseFixture('vault.compact');

  it('parses every construct of vault.compact without diagnostics', () => {
    expect(diagnostics).toEqual([]);
    expect(declarations.map((d) => `${d.kind}:${d.name}`)).toEqual([
      'pragma:language_version',
      'import:CompactStandardLibrary',
      'import:CompactStandardLibrary',
      'import:./lib/Access',
      'export:Maybe, Either',
      'enum:Phase',
      'struct:Deposit',
      'struct:Pair',
      'type:Amount',
      'type:VaultId',
      'ledger:phase',
      'ledger:admin',
      'ledger:deposits',
      'ledger:label',
      'witness:secretKey',
      'witness:proofPath',
      'contract:Oracle',
      'module:Math',
      'circuit:double',
      'module:Inner',
      'circuit:triple',
      'circuit:hidden',
      'constructor:constructor',
      'circuit:deposit',
      'circuit:fee',
      'circuit:internalHelper',
      'circuit:close',
    ]);
  });

  it('keeps modifiers, generics, selections, and types that span lines or hold ";" in strings', () => {
    expect(of(declarations, 'pragma')[0]?.version).toBe('>= 0.16 && <= 0.26');
    expect(of(declarations, 'import')[1]?.selection).toEqual([
      { name: 'persistentHash', alias: 'hash' },
      { name: 'pad' },
    ]);
    expect(of(declarations, 'import')[2]).toMatchObject({ isPath: true, prefix: 'Access_' });
    const ledgers = of(declarations, 'ledger').map((l) => [l.name, l.exported, l.sealed, l.type]);
    expect(ledgers).toEqual([
      ['phase', true, false, 'Phase'],
      ['admin', true, true, 'Bytes<32>'],
      ['deposits', false, false, 'Map<Bytes<32>, Uint<64>>'],
      ['label', false, true, 'Opaque<"string; not a terminator">'],
    ]);
    expect(of(declarations, 'witness')[1]).toMatchObject({
      exported: true,
      generics: [{ name: 'd', isSize: true }],
      params: [{ name: 'leaf', type: 'Bytes<32>' }],
      returnType: 'MerkleTreePath<d, Bytes<32>>',
    });
    expect(of(declarations, 'struct')[0]?.fields).toEqual([
      { name: 'owner', type: 'Bytes<32>' },
      { name: 'amounts', type: 'Vector<n, Uint<64>>' },
    ]);
    expect(of(declarations, 'struct')[1]?.fields.map((f) => f.name)).toEqual(['left', 'right']);
    expect(of(declarations, 'type').map((t) => [t.name, t.isNew, t.exported])).toEqual([
      ['Amount', false, true],
      ['VaultId', true, false],
    ]);
    expect(of(declarations, 'enum')[0]).toMatchObject({
      members: ['open', 'locked', 'closed'],
      doc: 'Lifecycle of the vault.',
    });
    expect(of(declarations, 'contract')[0]?.circuits.map((c) => [c.name, c.pure, c.returnType])).toEqual([
      ['price', false, 'Uint<64>'],
      ['decimals', true, 'Uint<8>'],
    ]);
  });

  it('nests module containers and records circuit details with body spans', () => {
    const circuits = of(declarations, 'circuit');
    expect(circuits.map((c) => [c.name, c.container ?? ''])).toEqual([
      ['double', 'Math'],
      ['triple', 'Math.Inner'],
      ['hidden', 'Math.Inner'],
      ['deposit', ''],
      ['fee', ''],
      ['internalHelper', ''],
      ['close', ''],
    ]);
    const fee = circuits.find((c) => c.name === 'fee');
    expect(fee).toMatchObject({
      pure: true,
      exported: true,
      generics: [{ name: 'n', isSize: true }],
      returnType: 'Uint<64>',
    });
    expect(fee?.params).toEqual([
      { name: 'amounts', type: 'Vector<n, Uint<64>>' },
      { name: '{ left, right }', type: 'Pair' },
    ]);
    expect(circuits.find((c) => c.name === 'internalHelper')?.params).toEqual([
      { name: '[a, b]', type: '[Field, Field]' },
    ]);
    const deposit = circuits.find((c) => c.name === 'deposit');
    expect(deposit?.doc).toBe('Deposits `amount` for the caller.');
    const source = readFileSync(fixturePath('vault.compact'), 'utf8');
    expect(source.slice(deposit?.body?.offset, deposit?.body?.endOffset)).toMatch(/^\{\n {2}assert\(phase[\s\S]*\}$/);
    expect(of(declarations, 'module')[0]).toMatchObject({ generics: [{ name: 'n', isSize: true }] });
    expect(of(declarations, 'constructor')[0]?.params).toEqual([{ name: 'initialAdmin', type: 'Bytes<32>' }]);
  });

  it('reads the pre-0.14 ledger block syntax', () => {
    const legacy = parseFixture('legacy.compact');
    expect(legacy.diagnostics).toEqual([]);
    expect(of(legacy.declarations, 'ledger').map((l) => [l.name, l.type, l.start.line])).toEqual([
      ['counter', 'Counter', 6],
      ['owner', 'Cell<Bytes<32>>', 7],
    ]);
    expect(of(legacy.declarations, 'witness')[0]).toMatchObject({ name: 'getSecret', exported: true });
  });
});

describe('compact parser on malformed input', () => {
  const { declarations, diagnostics } = parseFixture('malformed.compact');
  const at = (line: number) => diagnostics.filter((d) => d.line === line);

  it('recovers the declarations around the errors', () => {
    expect(of(declarations, 'circuit').map((c) => c.name)).toEqual([
      'missingReturn',
      'unclosedParams',
      'stillFound',
      'last',
    ]);
    expect(of(declarations, 'ledger').map((l) => [l.name, l.type])).toEqual([
      ['good', 'Counter'],
      ['noType', ''],
      ['ok2', 'Field'],
    ]);
    expect(of(declarations, 'witness').map((w) => w.name)).toEqual(['wantsBody']);
    expect(of(declarations, 'import').map((i) => i.name)).toEqual(['CompactStandardLibrary']);
  });

  it('reports each problem with its line and column', () => {
    expect(at(5)[0]).toMatchObject({
      column: 1,
      severity: 'error',
      message: expect.stringContaining('Expected ";" after the import'),
    });
    expect(at(6)[0]).toMatchObject({ column: 21, message: expect.stringContaining('Expected ":"') });
    expect(at(9)[0]).toMatchObject({ column: 28, message: expect.stringContaining('witnesses are declared with ";"') });
    expect(at(11)[0]).toMatchObject({ column: 40, message: expect.stringContaining('Missing ": ReturnType"') });
    expect(
      at(15)
        .map((d) => d.message)
        .join(' '),
    ).toMatch(/Missing name before ":"[\s\S]*Expected "\)"/);
    expect(at(21)[0]).toMatchObject({ column: 1, message: expect.stringContaining('Unexpected "%"') });
    expect(at(24)[0]).toMatchObject({ column: 13, message: expect.stringContaining('Unterminated string') });
    expect(at(23)[0]).toMatchObject({ column: 30, message: expect.stringContaining('Unclosed "{"') });
  });

  it('reports an unterminated block comment and keeps what came before', () => {
    const result = parseCompact('export ledger a: Field;\n/* never closed\nexport circuit b(): [] {}');
    expect(of(result.declarations, 'ledger').map((l) => l.name)).toEqual(['a']);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ line: 2, column: 1, message: expect.stringContaining('*/') }),
    ]);
  });

  it('warns about modifiers that do not apply', () => {
    const result = parseCompact('sealed circuit f(): [] { }');
    expect(of(result.declarations, 'circuit')).toHaveLength(1);
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', line: 1, column: 1 })]);
  });
});
