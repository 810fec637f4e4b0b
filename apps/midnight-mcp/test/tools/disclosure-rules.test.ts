import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectApp } from '../support/connect.js';

// The compiler's disclosure rule through the analyze tool: a callee's disclose() satisfies its callers, circuits
// no exported circuit reaches report nothing, and a real leak is still a high finding.
const HEAD = `pragma language_version >= 0.16;
import CompactStandardLibrary;
ledger owner: Bytes<32>;
ledger total: Counter;
witness secretKey(): Bytes<32>;
`;
const contracts = {
  calleeDiscloses: `${HEAD}circuit store(who: Bytes<32>): [] { owner = disclose(who); }
export circuit register(): [] { store(secretKey()); }`,
  unreachable: `${HEAD}module Scratch { export circuit stash(): [] { owner = secretKey(); } }
circuit unused(): [] { owner = secretKey(); }
export circuit bump(): [] { total.increment(1); }`,
  leak: `${HEAD}circuit store(who: Bytes<32>): [] { owner = who; }
export circuit leak(): [] {
  store(secretKey());
  if (secretKey() == owner) { total.increment(1); }
}`,
};

describe('disclosure rules through midnight-analyze-contract', () => {
  let app: Awaited<ReturnType<typeof connectApp>>;
  beforeAll(async () => {
    app = await connectApp();
  });
  afterAll(() => app.close());

  const undisclosed = async (code: string) => {
    const res = await app.call('midnight-analyze-contract', { code });
    return res.findings
      .filter((f: { id: string }) => f.id.startsWith('undisclosed-'))
      .map((f: { id: string; line: number }) => `${f.id}@${f.line}`);
  };

  it('reports nothing when the callee discloses, or when no exported circuit reaches the write', async () => {
    expect(await undisclosed(contracts.calleeDiscloses)).toEqual([]);
    expect(await undisclosed(contracts.unreachable)).toEqual([]);
  });

  it('still reports the leak through a helper and the private condition of a ledger operation', async () => {
    const found = await undisclosed(contracts.leak);
    expect(found).toHaveLength(2);
    expect(found.map((f: string) => f.split('@')[1])).toEqual(['8', '9']);
  });
});
