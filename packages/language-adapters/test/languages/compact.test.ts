import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactAdapter, createLanguageRegistry } from '../../src/index.js';
import { fixturePath } from '../compact/support.js';

const file = { path: 'contracts/vault.compact', content: readFileSync(fixturePath('vault.compact'), 'utf8') };

describe('compact adapter', () => {
  it('is registered by id and by the .compact extension', () => {
    const registry = createLanguageRegistry();
    expect(registry.byPath('src/Vault.COMPACT')).toBe(compactAdapter);
    expect(registry.byId('compact')).toBe(compactAdapter);
  });

  it('returns definitions with kinds, containers, docs and signatures', async () => {
    const symbols = await compactAdapter.symbols(file);
    expect(symbols.diagnostics).toEqual([]);
    const byName = new Map(symbols.definitions.map((d) => [d.name, d]));
    expect(byName.get('fee')).toMatchObject({
      kind: 'circuit',
      signature: 'export pure circuit fee<#n>(amounts: Vector<n, Uint<64>>, { left, right }: Pair): Uint<64>',
      start: { line: 64, column: 1 },
      end: { line: 69, column: 2 },
    });
    expect(byName.get('triple')).toMatchObject({ kind: 'circuit', container: 'Math.Inner' });
    expect(byName.get('admin')).toMatchObject({ kind: 'ledger', signature: 'export sealed ledger admin: Bytes<32>' });
    expect(byName.get('deposit')?.doc).toBe('Deposits `amount` for the caller.');
    expect(symbols.definitions.some((d) => d.kind === 'import' || d.kind === 'pragma')).toBe(false);
  });

  it('lists called names as references and imported modules as written', async () => {
    const symbols = await compactAdapter.symbols(file);
    const called = new Set(symbols.references.map((r) => r.name));
    for (const name of ['secretKey', 'hash', 'disclose', 'Access_assertAdmin']) expect(called).toContain(name);
    expect(called.has('insert')).toBe(false); // a method on a ledger value, not a symbol of this file
    expect(called.has('deposit')).toBe(false); // a definition is not a reference
    expect(symbols.references.find((r) => r.name === 'Access_assertAdmin')?.line).toBe(76);
    expect(symbols.imports).toEqual(['CompactStandardLibrary', 'CompactStandardLibrary', './lib/Access']);
  });

  it('gives exported top-level circuits as entry points, module circuits for a library file', async () => {
    expect((await compactAdapter.entrypoints(file)).map((e) => e.name)).toEqual(['deposit', 'fee', 'close']);
    const library = 'module Lib { export circuit a(): [] {} circuit b(): [] {} }\nexport { a };';
    expect(
      (await compactAdapter.entrypoints({ path: 'lib.compact', content: library })).map((e) => [e.name, e.container]),
    ).toEqual([['a', 'Lib']]);
    const reexport = 'circuit inner(): [] {}\nexport { inner };\nledger x: Field;';
    expect((await compactAdapter.entrypoints({ path: 'c.compact', content: reexport })).map((e) => e.name)).toEqual([
      'inner',
    ]);
  });
});
