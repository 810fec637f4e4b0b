import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildContractModel } from '../../../src/compact/analysis/contract-model.js';
import { fixturePath } from '../support.js';

// The compiler's witness-protection pass interprets the contract from its entry points, following calls, and asks
// for disclose() where private data reaches a ledger operation, an exported circuit's result, or a condition that
// decides a ledger operation. One fixture per rule.
const findings = (name: string) =>
  buildContractModel(readFileSync(fixturePath(`disclosure-rules/${name}`), 'utf8')).disclosures.map(
    (d) => `${d.kind}:${d.line}:${d.circuit}:${d.origin}`,
  );

describe('disclosure as the compiler rules', () => {
  it('a callee that discloses its parameters satisfies the caller', () => {
    expect(findings('callee-discloses.compact')).toEqual([]);
  });

  it('reports nothing in circuits no exported circuit reaches', () => {
    expect(findings('unreachable-module.compact')).toEqual([]);
  });

  it('accepts private conditions choosing values, and disclosed conditions of ledger operations', () => {
    expect(findings('branch-condition.compact')).toEqual([]);
  });

  it('still catches a leak through a helper and a private condition deciding a ledger operation', () => {
    expect(findings('true-leak.compact')).toEqual(['call:13:leak:witness', 'branch:14:leak:witness']);
  });
});
