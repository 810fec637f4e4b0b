import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { connect, data, repoRoot } from '../support.js';

let conn: TestConnection;
beforeAll(async () => void (conn = await connect()));
afterAll(() => conn.close());

const fixtures = `${repoRoot}packages/language-adapters/test/fixtures/solidity-access/`;
const files = ['Authority.sol', 'AdminProxy.sol', 'CallerData.sol'].map((path) => ({
  path,
  content: readFileSync(fixtures + path, 'utf8'),
}));
type Row = { contract: string; name: string; access: string[]; guards: string[] };
type Grouped = {
  contract: string;
  groups: { access: string[]; guards: string[]; entrypoints: { signature: string }[] }[];
}[];
/** The grouped answer as one row per entrypoint (the name is the signature up to its parenthesis). */
const rowsOf = (contracts: Grouped): Row[] =>
  contracts.flatMap((c) =>
    c.groups.flatMap((g) =>
      g.entrypoints.map((e) => ({
        contract: c.contract,
        name: e.signature.split('(')[0]!,
        access: g.access,
        guards: g.guards,
      })),
    ),
  );

describe('entrypoints: who can call', () => {
  it('names the authority or ACL function a role guard asks, and guards the body of an ifAdmin modifier', async () => {
    const res = await conn.client.callTool({ name: 'entrypoints', arguments: { files } });
    const rows = rowsOf(data(res).contracts as Grouped);
    const row = (c: string, n: string) => rows.find((r) => r.contract === c && r.name === n);
    expect(row('Managed', 'setFee')).toMatchObject({ access: ['role'] });
    expect(row('Managed', 'setFee')?.guards[0]).toMatch(/^role IAuthority\.canCall: .* via modifier restricted$/);
    expect(row('Managed', 'setCap')?.guards[0]).toMatch(
      /^role ACLManager\.isPoolAdmin: .*acl\.isPoolAdmin\(msg\.sender\)/,
    );
    expect(row('AdminProxy', 'upgradeTo')).toMatchObject({ access: ['owner'] });
  });

  it("--unguarded lists the functions whose only checks are on the caller's own data", async () => {
    const res = await conn.client.callTool({ name: 'entrypoints', arguments: { files, unguarded: true } });
    const names = rowsOf(data(res).contracts as Grouped)
      .map((r) => `${r.contract}.${r.name}`)
      .sort();
    expect(names).toEqual([
      'AdminProxy.fallback',
      'Ledger.cancel',
      'Ledger.castVote',
      'Ledger.flashLoan',
      'Ledger.transfer',
      'Ledger.transferFrom',
    ]);
  });
});
