import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectApp, fixtureRoot } from '../support/connect.js';

const leaky = readFileSync(`${fixtureRoot}leaky.compact`, 'utf8');
const bboard = `pragma language_version 0.23;
import CompactStandardLibrary;
export enum State { VACANT, OCCUPIED }
export ledger state: State;
export ledger owner: Bytes<32>;
export ledger sequence: Counter;
witness localSecretKey(): Bytes<32>;
export circuit post(newMessage: Opaque<"string">): [] {
  assert(state == State.VACANT, "Attempted to post to an occupied board");
  owner = disclose(publicKey(localSecretKey(), sequence as Field as Bytes<32>));
  state = State.OCCUPIED;
}
export circuit publicKey(sk: Bytes<32>, sequence: Bytes<32>): Bytes<32> {
  return persistentHash<Vector<2, Bytes<32>>>([sk, sequence]);
}
`;

describe('analysis tools over MCP', () => {
  let app: Awaited<ReturnType<typeof connectApp>>;
  beforeAll(async () => {
    app = await connectApp();
  });
  afterAll(() => app.close());

  it('midnight-analyze-contract returns structure, patterns, findings and metrics', async () => {
    const res = await app.call('midnight-analyze-contract', { code: leaky });
    expect(res.metrics).toEqual({
      lines: 64,
      circuits: 9,
      exportedCircuits: 8,
      witnesses: 2,
      ledgerFields: 4,
      asserts: 6,
    });
    expect(res.structure.ledger.find((l: { name: string }) => l.name === 'fee')).toMatchObject({
      sealed: true,
      exported: true,
      line: 7,
    });
    expect(
      res.findings
        .filter((f: { severity: string }) => f.severity === 'high')
        .map((f: { id: string; line: number }) => `${f.id}@${f.line}`),
    ).toEqual([
      'undisclosed-ledger-write@21',
      'undisclosed-ledger-write@26',
      'sealed-ledger-write@43',
      'undisclosed-ledger-write@62',
    ]);
    expect(res.patterns.map((p: { pattern: string }) => p.pattern)).toEqual(
      expect.arrayContaining(['counter', 'hash commitments', 'witness-held secret']),
    );
    const quiet = await app.call('midnight-analyze-contract', { code: leaky, checkSecurity: false });
    expect(quiet.findings).toEqual([]);
  });

  it('reads the contract from a path inside the allowed roots, and refuses one outside', async () => {
    const res = await app.call('midnight-analyze-contract', { path: 'leaky.compact' });
    expect(res.metrics.circuits).toBe(9);
    const outside = await app.client.callTool({
      name: 'midnight-extract-contract-structure',
      arguments: { path: '/etc/hostname' },
    });
    expect(outside.isError).toBe(true);
    const neither = await app.client.callTool({ name: 'midnight-explain-circuit', arguments: {} });
    expect(JSON.stringify(neither.content)).toContain('INVALID_INPUT');
  });

  it('midnight-explain-circuit describes checks, ledger effects, witnesses and disclosures', async () => {
    const res = await app.call('midnight-explain-circuit', { code: bboard, circuit: 'post' });
    expect(res).toMatchObject({
      name: 'post',
      signature: 'export circuit post(newMessage: Opaque<"string">): []',
      line: 8,
      exported: true,
      ledgerReads: ['state', 'sequence'],
      ledgerWrites: ['owner (=)', 'state (=)'],
      witnesses: ['localSecretKey'],
      disclosures: 1,
      asserts: [{ line: 9, message: 'Attempted to post to an occupied board' }],
      privacyNotes: [],
    });
    expect(res.summary).toContain('entry point anyone can call');
    expect(res.calls).toEqual(expect.arrayContaining(['publicKey']));
  });

  it('midnight-explain-circuit names the known circuits when the one asked for is missing', async () => {
    const res = await app.client.callTool({
      name: 'midnight-explain-circuit',
      arguments: { code: bboard, circuit: 'nope' },
    });
    expect(res.isError).toBe(true);
    expect(JSON.stringify(res.content)).toMatch(/NOT_FOUND[\s\S]*post, publicKey/);
  });

  it('midnight-extract-contract-structure gives entry points and diagnostics for broken code', async () => {
    const res = await app.call('midnight-extract-contract-structure', {
      code: `${bboard}\nexport circuit broken(: [] {`,
    });
    expect(res.entrypoints).toEqual(['post', 'publicKey', 'broken']);
    expect(res.languageVersion).toBe('0.23');
    expect(res.types).toEqual([
      expect.objectContaining({ kind: 'enum', name: 'State', signature: 'export enum State { VACANT, OCCUPIED }' }),
    ]);
    expect(res.diagnostics.length).toBeGreaterThan(0);
    expect(res.diagnostics[0]).toMatchObject({ line: 17, severity: 'error' });
  });
});
