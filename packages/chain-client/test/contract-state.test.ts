import * as ledger8 from '@midnight-ntwrk/ledger-v8';
import * as ledger9 from '@midnightntwrk/ledger-v9';
import { describe, expect, it } from 'vitest';
import { contractStateFormat, decodeContractState } from '../src/contract-state.js';
import { FAKE_CONTRACT_STATES } from '../src/testing/fake-contract-states.js';

const bytesOf = (hex: string) => Buffer.from(hex, 'hex');

describe('contract state is named by its own tag and decoded only by its own ledger', () => {
  it('the fakes serve real states: each decodes with its ledger library and not with the other', () => {
    expect(ledger8.ContractState.deserialize(bytesOf(FAKE_CONTRACT_STATES[8])).operations().sort()).toEqual([
      'increment',
      'reset',
    ]);
    expect(ledger9.ContractState.deserialize(bytesOf(FAKE_CONTRACT_STATES[9])).operations().sort()).toEqual([
      'increment',
      'reset',
    ]);
    // "a transaction built for ledger 8 doesn't decode on ledger 9" holds for contract state too, both ways.
    expect(() => ledger9.ContractState.deserialize(bytesOf(FAKE_CONTRACT_STATES[8]))).toThrow(/header tag/);
    expect(() => ledger8.ContractState.deserialize(bytesOf(FAKE_CONTRACT_STATES[9]))).toThrow(/header tag/);
  });

  it('names the format from the tag, for what the ledger-9 library writes today', () => {
    const fresh = Buffer.from(new ledger9.ContractState().serialize()).toString('hex');
    expect(contractStateFormat(fresh)).toEqual({
      kind: 'tagged',
      tag: 'contract-state[v8]',
      ledger: 9,
      bytes: fresh.length / 2,
    });
    expect(contractStateFormat(`0x${FAKE_CONTRACT_STATES[8]}`)).toMatchObject({ tag: 'contract-state[v6]', ledger: 8 });
    expect(contractStateFormat('')).toEqual({ kind: 'failed-action' });
    const newer = Buffer.from('midnight:contract-state[v9]:\x00').toString('hex');
    expect(contractStateFormat(newer)).toMatchObject({ kind: 'tagged', tag: 'contract-state[v9]', ledger: null });
    expect(contractStateFormat('feed01')).toEqual({ kind: 'untagged', bytes: 3 });
    expect(() => contractStateFormat('xyz')).toThrow(expect.objectContaining({ code: 'INVALID_PARAMS' }));
  });

  it('decodes each era with its own library, loaded on demand', async () => {
    expect(await decodeContractState(FAKE_CONTRACT_STATES[9])).toEqual({
      ledger: 9,
      tag: 'contract-state[v8]',
      entryPoints: ['increment', 'reset'],
      bytes: FAKE_CONTRACT_STATES[9].length / 2,
    });
    expect(await decodeContractState(FAKE_CONTRACT_STATES[8])).toMatchObject({ ledger: 8, tag: 'contract-state[v6]' });
  });

  it('refuses a failed action, an unknown tag or a corrupt body with the format named', async () => {
    await expect(decodeContractState('')).rejects.toMatchObject({
      code: 'UNSUPPORTED',
      extra: { details: { format: { kind: 'failed-action' } } },
    });
    const newer = Buffer.from('midnight:contract-state[v9]:\x00').toString('hex');
    await expect(decodeContractState(newer)).rejects.toMatchObject({
      code: 'UNSUPPORTED',
      message: expect.stringContaining('contract-state[v9]'),
    });
    const truncated = FAKE_CONTRACT_STATES[9].slice(0, 80);
    await expect(decodeContractState(truncated)).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
      message: expect.stringContaining('@midnightntwrk/ledger-v9'),
    });
  });
});
