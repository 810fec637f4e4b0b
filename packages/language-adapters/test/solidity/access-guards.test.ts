import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyzeEntrypoints } from '@sextant/core-engine/analysis';
import { describe, expect, it } from 'vitest';
import { loadModel } from './support.js';

const dir = fileURLToPath(new URL('../fixtures/solidity-access/', import.meta.url));
const read = (p: string) => readFileSync(dir + p, 'utf8');
const model = await loadModel(['Authority.sol', 'AdminProxy.sol', 'CallerData.sol', 'RoleManager.sol'], read);
const eps = analyzeEntrypoints(model);
const access = (contract: string, name: string) => eps.find((e) => e.contract === contract && e.name === name)?.access;

describe('access: checks made through other contracts, branching modifiers, the caller own data', () => {
  it('a question put to an authority or ACL contract given the caller is a role guard naming contract and function', () => {
    expect(access('Managed', 'setFee')).toMatchObject({
      guarded: true,
      kinds: ['role'],
      guards: [expect.objectContaining({ target: 'IAuthority.canCall', via: ['modifier restricted'] })],
    });
    expect(access('Managed', 'setCap')?.guards).toEqual([
      expect.objectContaining({
        kind: 'role',
        target: 'ACLManager.isPoolAdmin',
        condition: expect.stringContaining('acl.isPoolAdmin(msg.sender)'),
      }),
    ]);
  });

  it('an answer kept in a local (`bool allowed = authority.canCall(msg.sender, …)`) guards where it decides a revert', () => {
    expect(access('Managed', 'setBoth')).toMatchObject({ guarded: true, kinds: ['role'] });
  });

  it('a role table read by a helper answering numbers (OZ 5 AccessManager getAccess) behind onlyAuthorized is a role guard', () => {
    expect(access('RoleManager', 'setLimit')).toMatchObject({ guarded: true, kinds: ['self-only', 'role'] });
    expect(access('RoleManager', 'touch')).toMatchObject({ guarded: false, guards: [] });
  });

  it('a modifier that runs the body for the admin only (ifAdmin) guards the body; the forwarding fallback stays open', () => {
    expect(access('AdminProxy', 'upgradeTo')).toMatchObject({ guarded: true, kinds: ['owner'] });
    expect(access('AdminProxy', 'fallback')).toMatchObject({ guarded: false, kinds: ['none'] });
  });

  it("checks on the caller's balance, allowance, approval, proposal, vote or flash-loan callback leave it unguarded", () => {
    for (const name of ['transfer', 'transferFrom', 'cancel', 'castVote', 'flashLoan'])
      expect(access('Ledger', name), name).toMatchObject({ guarded: false, guards: [] });
    expect(
      analyzeEntrypoints(model, { unguarded: true, contract: 'Ledger' })
        .map((e) => e.name)
        .sort(),
    ).toEqual(['cancel', 'castVote', 'flashLoan', 'transfer', 'transferFrom']);
  });
});
