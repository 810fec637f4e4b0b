import { describe, expect, it } from 'vitest';
import type { Finding, SarifRule } from '../src/sarif.js';
import {
  FINGERPRINT_KEY,
  failingFindings,
  findingFingerprint,
  parseFailOn,
  sarifFingerprints,
  subtractBaseline,
  toSarif,
} from '../src/sarif.js';
import { sarifValidator } from './support/sarif-schema.js';

const rules: SarifRule[] = [
  {
    id: 'unguarded',
    name: 'UnguardedEntrypoint',
    short: 'Anyone can call it.',
    full: 'A state-changing entrypoint with no check on the caller.',
    help: 'Add an access check.',
    level: 'warning',
    securitySeverity: 5,
    tags: ['security'],
  },
  { id: 'leak', name: 'Leak', short: 'Leaks.', full: 'Private data leaks.', help: 'disclose()', level: 'error' },
];
const finding = (line: number, signature = 'withdraw(uint256)'): Finding => ({
  ruleId: 'unguarded',
  message: `Vault.${signature} changes state and anyone can call it.`,
  file: 'src/Vault.sol',
  region: { startLine: line, startColumn: 5 },
  key: ['src/Vault.sol', 'Vault', signature],
  logicalName: `Vault.${signature}`,
});
const tool = { name: 'mcp-auditor', version: '0.1.0' };
const validate = sarifValidator();

describe('toSarif', () => {
  it('writes a log the OASIS SARIF 2.1.0 schema accepts, with rules, locations and fingerprints', () => {
    const log = toSarif([finding(12), { ...finding(30, 'sweep()'), level: 'error' }], {
      tool,
      rules,
      uriPrefix: 'contracts',
      notifications: [
        { level: 'error', message: 'src/Deep.sol:2: brackets nested deeper than 500', file: 'src/Deep.sol', line: 2 },
      ],
    });
    expect(validate(log)).toEqual([]);
    const run = log.runs[0]!;
    expect(run.tool.driver.rules).toEqual([
      expect.objectContaining({
        id: 'unguarded',
        name: 'UnguardedEntrypoint',
        shortDescription: { text: 'Anyone can call it.' },
        fullDescription: { text: 'A state-changing entrypoint with no check on the caller.' },
        help: { text: 'Add an access check.', markdown: 'Add an access check.' },
        defaultConfiguration: { level: 'warning' },
        properties: { tags: ['security'], 'security-severity': '5.0' },
      }),
      expect.objectContaining({ id: 'leak' }),
    ]);
    expect(run.results[0]).toMatchObject({
      ruleId: 'unguarded',
      ruleIndex: 0,
      level: 'warning',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'contracts/src/Vault.sol', uriBaseId: '%SRCROOT%' },
            region: { startLine: 12, startColumn: 5, endLine: 12 },
          },
          logicalLocations: [{ fullyQualifiedName: 'Vault.withdraw(uint256)', kind: 'function' }],
        },
      ],
    });
    expect(run.results[1]).toMatchObject({ level: 'error' });
    expect(run.invocations[0]).toMatchObject({
      executionSuccessful: true,
      toolExecutionNotifications: [{ level: 'error', locations: [{ physicalLocation: { region: { startLine: 2 } } }] }],
    });
  });

  it('gives a finding the same fingerprint when its line moves, and a different one per function or file', () => {
    const at = (f: Finding) => toSarif([f], { tool, rules }).runs[0]!.results[0]!.partialFingerprints;
    expect(at(finding(12))).toEqual(at(finding(240)));
    expect(at(finding(12))).not.toEqual(at(finding(12, 'sweep()')));
    expect(at(finding(12))).not.toEqual(at({ ...finding(12), file: 'src/Other.sol' }));
    expect(findingFingerprint(finding(1), 'a')).not.toEqual(findingFingerprint(finding(1), 'b'));
  });

  it('refuses a finding whose rule is not listed', () => {
    expect(() => toSarif([{ ...finding(1), ruleId: 'nope' }], { tool, rules })).toThrow(/unknown rule "nope"/);
  });
});

describe('baseline and gate', () => {
  it('reads the fingerprints of an earlier log and keeps only new findings, marked new', () => {
    const old = JSON.parse(JSON.stringify(toSarif([finding(10)], { tool, rules })));
    const known = sarifFingerprints(old)!;
    expect([...known]).toEqual([old.runs[0].results[0].partialFingerprints[FINGERPRINT_KEY]]);
    // the same function 40 lines lower is known; a new one is not
    const { fresh, unchanged } = subtractBaseline([finding(50), finding(60, 'sweep()')], known);
    expect(unchanged).toBe(1);
    expect(fresh.map((f) => f.logicalName)).toEqual(['Vault.sweep()']);
    const log = toSarif(fresh, { tool, rules, baseline: { unchanged } });
    expect(validate(log)).toEqual([]);
    expect(log.runs[0]!.results[0]).toMatchObject({ baselineState: 'new' });
    expect(sarifFingerprints({ entrypoints: [] })).toBeUndefined();
  });

  it('fails on a rule by id or name, or on a level and worse', () => {
    const both = [finding(1), { ...finding(2, 'sweep()'), ruleId: 'leak' }];
    expect(failingFindings(both, rules, parseFailOn(['unguarded'], rules))).toHaveLength(1);
    expect(failingFindings(both, rules, parseFailOn(['UnguardedEntrypoint'], rules))).toHaveLength(1);
    expect(failingFindings(both, rules, parseFailOn(['error'], rules)).map((f) => f.ruleId)).toEqual(['leak']);
    expect(failingFindings(both, rules, parseFailOn(['warning'], rules))).toHaveLength(2);
    expect(failingFindings(both, rules, parseFailOn(['note,leak'], rules))).toHaveLength(2);
    expect(failingFindings(both, rules, parseFailOn([], rules))).toEqual([]);
    expect(() => parseFailOn(['unguard'], rules)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', message: expect.stringContaining('"unguard"') }),
    );
  });
});
