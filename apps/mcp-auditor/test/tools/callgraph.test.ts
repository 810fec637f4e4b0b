import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { connect, data, text } from '../support.js';

const T = 'fixtures/contracts/Token.sol';
let conn: TestConnection;
beforeAll(async () => void (conn = await connect()));
afterAll(() => conn.close());

describe('callgraph', () => {
  it('returns nodes and internal/external/modifier edges for one contract', async () => {
    const res = await conn.client.callTool({
      name: 'callgraph',
      arguments: { paths: ['fixtures/contracts/Token.sol'], contract: 'Token' },
    });
    const g = data(res) as { nodes: { id: string }[]; edges: { from: string; to: string; kind: string }[] };
    expect(g.edges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          from: `${T}:Token.mint(address,uint256)`,
          to: 'fixtures/contracts/Ownable.sol:Ownable.onlyOwner()',
          kind: 'modifier',
        }),
        expect.objectContaining({
          from: `${T}:Token.transfer(address,uint256)`,
          to: `${T}:Token._transfer(address,address,uint256)`,
          kind: 'internal',
        }),
        expect.objectContaining({
          from: `${T}:Token.mint(address,uint256)`,
          to: 'fixtures/contracts/lib/SafeMath.sol:SafeMath.add(uint256,uint256)',
          kind: 'internal',
        }),
      ]),
    );
    expect(text(res)).toMatch(/edges\[\d+\]\{from,to,kind,line\}/);
  });

  it('an unknown contract is contract_not_found', async () => {
    const res = await conn.client.callTool({
      name: 'callgraph',
      arguments: { paths: ['fixtures/contracts/Token.sol'], contract: 'Nope' },
    });
    expect(res.isError).toBe(true);
    expect(text(res)).toContain('contract_not_found');
  });
});
