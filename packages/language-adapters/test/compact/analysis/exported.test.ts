import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildContractModel } from '../../../src/compact/analysis/contract-model.js';
import { explainCircuit } from '../../../src/compact/analysis/explain.js';
import { securityChecks } from '../../../src/compact/analysis/security-checks.js';
import { contractStructure } from '../../../src/compact/analysis/structure.js';

const election = readFileSync(
  fileURLToPath(new URL('../../fixtures/compact-analysis/election-list.compact', import.meta.url)),
  'utf8',
);

describe('one answer to "exported" for an export { … } list', () => {
  const model = buildContractModel(election);

  it('structure and entrypoints agree', () => {
    const structure = contractStructure(model);
    expect(structure.circuits.map((c) => [c.name, c.exported, c.entrypoint])).toEqual([
      ['increment', true, true],
      ['vote$commit', true, true],
      ['internalOnly', false, false],
    ]);
    expect(structure.entrypoints).toEqual(['increment', 'vote$commit']);
  });

  it('explanations and disclosure checks treat a listed circuit as an entry point', () => {
    expect(explainCircuit(model, 'vote$commit')).toMatchObject({ exported: true, entrypoint: true });
    expect(explainCircuit(model, 'vote$commit').summary).toContain('an entry point anyone can call');
    const returns = securityChecks(model).filter((f) => f.id === 'undisclosed-return');
    expect(returns.map((f) => [f.circuit, f.line])).toEqual([['vote$commit', 16]]);
  });
});
