import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { connect, data, entrypointRows, repoRoot, text } from '../support.js';

let conn: TestConnection;
beforeAll(async () => void (conn = await connect()));
afterAll(() => conn.close());

describe('entrypoints', () => {
  it("lists the fixture contracts' entrypoints from a directory, inherited ones with declared_in, in TOON tables", async () => {
    const res = await conn.client.callTool({ name: 'entrypoints', arguments: { paths: ['fixtures/contracts'] } });
    const eps = entrypointRows(data(res));
    expect(eps.filter((e) => e.contract === 'Token').map((e) => e.signature)).toContain('transferOwnership(address)');
    expect(eps.find((e) => e.contract === 'Vault' && e.name === 'deposit')).toMatchObject({
      declared_in: 'Vault',
      file: 'fixtures/contracts/Vault.sol',
      modifiers: ['nonReentrant'],
    });
    expect(eps.some((e) => e.contract === 'VaultBase')).toBe(false);
    // grouped under the contract, then by access: each file written once, each entrypoint a table row
    expect(text(res)).toMatch(/^contracts\[\d+\]:\n {2}- contract: /);
    expect(text(res)).toMatch(/entrypoints\[\d+\]\{signature,visibility,mutability,declared_in,line\}:/);
    expect(text(res).match(/file: fixtures\/contracts\/Vault.sol/g)).toHaveLength(1);
  });

  it('takes inline files (the seed form) and resolves their imports among them', async () => {
    const read = (p: string) => ({ path: p, content: readFileSync(`${repoRoot}fixtures/contracts/${p}`, 'utf8') });
    const files = ['Token.sol', 'Ownable.sol', 'interfaces/IERC20.sol', 'lib/SafeMath.sol'].map(read);
    const res = await conn.client.callTool({
      name: 'entrypoints',
      arguments: { files, contract: 'Token', include_views: true },
    });
    const eps = entrypointRows(data(res));
    expect(eps.map((e) => e.name)).toContain('scaled');
    expect(eps.find((e) => e.name === 'renounceOwnership')?.declared_in).toBe('Ownable');
  });

  it('answers the issue-16 broken inputs with a true parse_error (file:line:column: message), no entrypoint', async () => {
    const cases = [
      ['bad.sol', 'contract X { function f() public { uint x = ; } }', 'bad.sol:1:'],
      ['open.sol', 'contract X { function f( public {} }', "open.sol:1:26: mismatched input 'public'"],
      ['notes.sol', 'Plain words, not Solidity at all.', 'notes.sol:1:1: syntax error'],
    ] as const;
    for (const [path, content, start] of cases) {
      const res = await conn.client.callTool({ name: 'entrypoints', arguments: { files: [{ path, content }] } });
      expect(res.isError, path).toBe(true);
      expect(text(res), path).toContain('code: parse_error');
      expect(text(res), path).toContain(start);
      expect(text(res), path).not.toMatch(/TypeError|Cannot read|f\(public\)/);
    }
  });

  it('reports parse_error with file and line, and language_not_supported listing the supported languages', async () => {
    const bad = await conn.client.callTool({
      name: 'entrypoints',
      arguments: { files: [{ path: 'Bad.sol', content: 'contract A {\n function ( {\n}' }] },
    });
    expect(bad.isError).toBe(true);
    expect(text(bad)).toContain('parse_error');
    expect(text(bad)).toContain('Bad.sol');
    const py = await conn.client.callTool({
      name: 'entrypoints',
      arguments: { files: [{ path: 'a.py', content: 'x = 1' }] },
    });
    expect(py.isError).toBe(true);
    expect(text(py)).toContain('language_not_supported');
    expect(text(py)).toContain('solidity');
    const none = await conn.client.callTool({ name: 'entrypoints', arguments: {} });
    expect(text(none)).toContain('INVALID_INPUT');
  });

  it('refuses paths outside the allowed roots', async () => {
    const res = await conn.client.callTool({ name: 'entrypoints', arguments: { paths: ['/etc'] } });
    expect(res.isError).toBe(true);
  });
});

describe('entrypoints on TypeScript', () => {
  it('lists exported functions and public methods, with language from the extension', async () => {
    const files = [
      {
        path: 'api.ts',
        content:
          'let hits = 0;\nexport class Api {\n  private n = 0;\n  get() { this.n++; hits++; return fetch("/x"); }\n  private hidden() {}\n}\nexport function ping() { return hits; }\n',
      },
    ];
    const eps = entrypointRows(data(await conn.client.callTool({ name: 'entrypoints', arguments: { files } })));
    expect(eps.map((e) => `${e.contract}.${e.name}`).sort()).toEqual(['Api.get', 'api.ts.ping']);
    const f = data(
      await conn.client.callTool({
        name: 'function_insights',
        arguments: { files, selector: { contract: 'Api', name: 'get' } },
      }),
    ).function as { state: unknown; calls: unknown };
    expect(f.state).toEqual({ reads: ['this.n', 'hits'], writes: ['this.n', 'hits'] });
    expect(f.calls).toEqual({ internal: [], external: ['fetch (http)'] });
  });
});

describe('unresolved imports', () => {
  it('are reported beside the result, which still lists what is known', async () => {
    const files = [
      {
        path: 'A.sol',
        content:
          'pragma solidity ^0.8.20;\nimport "./Missing.sol";\ncontract A is Missing {\n  uint x;\n  function set(uint v) external { x = v; }\n}\n',
      },
    ];
    const res = data(await conn.client.callTool({ name: 'entrypoints', arguments: { files } }));
    expect(res.unresolved_imports).toEqual([{ file: 'A.sol', import: './Missing.sol' }]);
    expect(entrypointRows(res).map((e) => e.name)).toEqual(['set']);
  });
});
