import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { connect, data, text } from '../support.js';

let conn: TestConnection;
beforeAll(async () => void (conn = await connect()));
afterAll(() => conn.close());
const call = (selector: Record<string, string>) =>
  conn.client.callTool({ name: 'function_insights', arguments: { paths: ['fixtures/contracts/Vault.sol'], selector } });

describe('function_insights', () => {
  it('gives reads, writes, calls and the transitive view through a storage pointer and low-level call', async () => {
    const f = data(await call({ contract: 'Vault', name: 'withdrawEth' })).function as Record<string, unknown>;
    expect(f).toMatchObject({
      contract: 'Vault',
      signature: 'withdrawEth(uint256)',
      modifiers: ['nonReentrant'],
      state: { writes: ['positions[msg.sender].debt'] },
      calls: { internal: [], external: ['payable(msg.sender).call (call)'] },
    });
    expect((f.transitive as { writes: string[] }).writes).toEqual(
      expect.arrayContaining(['positions[msg.sender].debt', 'locked']),
    );
  });

  it('ambiguous_function lists overloads; signature picks one', async () => {
    const res = await call({ contract: 'Vault', name: 'withdraw' });
    expect(res.isError).toBe(true);
    expect(text(res)).toContain('ambiguous_function');
    expect(text(res)).toContain('withdraw(uint256,address)');
    const one = data(await call({ contract: 'Vault', name: 'withdraw', signature: 'withdraw(uint256,address)' }));
    expect((one.function as { calls: { external: string[] } }).calls.external).toEqual(['asset.transfer']);
  });

  it('function_not_found names the closest matches, with type', async () => {
    const res = await call({ contract: 'Vault', name: 'withdrawETH' });
    expect(res.isError).toBe(true);
    expect(text(res)).toContain('function_not_found');
    expect(text(res)).toContain('Vault.withdrawEth');
    expect(text(res)).toContain('not_found');
  });
});
