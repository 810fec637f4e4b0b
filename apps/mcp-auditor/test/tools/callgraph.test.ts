import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { connect, data, text } from '../helpers.js';

let conn: TestConnection;
beforeAll(async () => void (conn = await connect()));
afterAll(() => conn.close());

describe('callgraph', () => {
  it('returns nodes and internal/external/modifier edges for one contract', async () => {
    const res = await conn.client.callTool({ name: 'callgraph', arguments: { paths: ['fixtures/contracts/Token.sol'], contract: 'Token' } });
    const g = data(res) as { nodes: { id: string }[]; edges: { from: string; to: string; kind: string }[] };
    expect(g.edges).toEqual(expect.arrayContaining([
      expect.objectContaining({ from: 'Token.mint(address,uint256)', to: 'Ownable.onlyOwner()', kind: 'modifier' }),
      expect.objectContaining({ from: 'Token.transfer(address,uint256)', to: 'Token._transfer(address,address,uint256)', kind: 'internal' }),
      expect.objectContaining({ from: 'Token.mint(address,uint256)', to: 'SafeMath.add(uint256,uint256)', kind: 'internal' }),
    ]));
    expect(text(res)).toMatch(/edges\[\d+\]\{from,to,kind,line\}/);
  });

  it('an unknown contract is function_not_found', async () => {
    const res = await conn.client.callTool({ name: 'callgraph', arguments: { paths: ['fixtures/contracts/Token.sol'], contract: 'Nope' } });
    expect(res.isError).toBe(true);
    expect(text(res)).toContain('function_not_found');
  });
});
