import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as compact from '../src/compact.js';

const leaky = readFileSync(
  fileURLToPath(new URL('./fixtures/compact-analysis/leaky.compact', import.meta.url)),
  'utf8',
);

describe('@sextant/language-adapters/compact', () => {
  it('pins its public names: any new export becomes public API', () => {
    expect(Object.keys(compact).sort()).toEqual([
      'SECURITY_RULES',
      'buildContractModel',
      'compactEntrypoints',
      'compactSignature',
      'compareVersions',
      'contractStructure',
      'createVersionService',
      'detectPatterns',
      'diffGrammars',
      'disclosureFindings',
      'explainCircuit',
      'headingVersions',
      'languageStatus',
      'latestTag',
      'legacySyntax',
      'normalizeTag',
      'parseChangelog',
      'parseCompact',
      'parseGrammar',
      'pragmaAdmits',
      'pragmaToRange',
      'qualifiedName',
      'readCompactImports',
      'resolveTag',
      'sectionsAbovePragma',
      'securityChecks',
      'sortTags',
      'tokenizeCompact',
    ]);
  });

  it('gives a CI script parse, structure, disclosure findings and security checks from one import', () => {
    const parse = compact.parseCompact(leaky);
    expect(parse.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const model = compact.buildContractModel(leaky);
    expect(compact.contractStructure(model).entrypoints).toContain('storeSecret');
    expect(model.disclosures.map((d) => `${d.kind}@${d.line}`)).toContain('ledger@21');
    const high = compact.securityChecks(model).filter((f) => f.severity === 'high');
    expect(high.map((f) => `${f.id}@${f.line}`)).toContain('undisclosed-ledger-write@21');
  });
});
