import { describe, expect, it } from 'vitest';
import { rankFiles } from '../../../src/indexing/search/file-rank.js';
import { fileRole, rolesAsked } from '../../../src/indexing/ranking/file-role.js';

const fused = (...ids: [string, number][]) => ids.map(([id, score]) => ({ id, score, ranks: {} }));
const paths = (r: { path: string }[]) => r.map((f) => f.path);

describe('file ranking', () => {
  it('adds the support of a file’s other chunks to its best one', () => {
    const chunks = fused(['a.ts:1-5', 0.02], ['b.ts:1-5', 0.019], ['b.ts:10-20', 0.018], ['b.ts:30-40', 0.017]);
    expect(paths(rankFiles(chunks, [], 'q', { sourceFirst: false, support: 0 }))).toEqual(['a.ts', 'b.ts']);
    expect(paths(rankFiles(chunks, [], 'q', { sourceFirst: false }))).toEqual(['b.ts', 'a.ts']);
  });

  it('lets a file-level list (path, definitions, history) lift a file', () => {
    const chunks = fused(['a.ts:1-5', 0.02], ['b.ts:1-5', 0.019]);
    const lists = [{ signal: 'history' as const, paths: ['b.ts'] }];
    expect(paths(rankFiles(chunks, lists, 'q', { sourceFirst: false }))).toEqual(['b.ts', 'a.ts']);
    expect(paths(rankFiles(chunks, lists, 'q', { sourceFirst: false, weights: { history: 0 } }))).toEqual([
      'a.ts',
      'b.ts',
    ]);
  });

  it('keeps the top of one list above a file found lower in two, unless the fusion constant is large', () => {
    const others = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'].map((p): [string, number] => [`${p}.ts:1-5`, 0.02]);
    const chunks = fused(['a.ts:1-5', 0.03], ...others, ['b.ts:1-5', 0.01]);
    const lists = [{ signal: 'history' as const, paths: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'b.ts'] }];
    expect(paths(rankFiles(chunks, lists, 'q', { sourceFirst: false }))[0]).toBe('a.ts');
    expect(paths(rankFiles(chunks, lists, 'q', { sourceFirst: false, fusionK: 60 }))[0]).toBe('b.ts');
  });

  it('ranks tests and docs after the source for a behaviour question, not when the query names them', () => {
    const chunks = fused(
      ['test/hydration.spec.ts:1-9', 0.03],
      ['docs/hydration.md:1-9', 0.025],
      ['src/hydration.ts:1-9', 0.02],
    );
    expect(paths(rankFiles(chunks, [], 'hydration mismatch on text nodes'))).toEqual([
      'src/hydration.ts',
      'test/hydration.spec.ts',
      'docs/hydration.md',
    ]);
    expect(paths(rankFiles(chunks, [], 'hydration tests fail on text nodes'))[0]).toBe('test/hydration.spec.ts');
  });

  it('ranks tooling and configuration after the source, unless the query names them', () => {
    const chunks = fused(
      ['.github/workflows/release.yml:1-9', 0.03],
      ['package.json:1-9', 0.025],
      ['tools/release.py:1-9', 0.022],
      ['src/release.ts:1-9', 0.02],
    );
    expect(paths(rankFiles(chunks, [], 'skip the release of private packages'))).toEqual([
      'tools/release.py',
      'src/release.ts',
      '.github/workflows/release.yml',
      'package.json',
    ]);
    expect(paths(rankFiles(chunks, [], 'release workflow skips private packages'))[0]).toBe(
      '.github/workflows/release.yml',
    );
  });
});

describe('file roles', () => {
  it('tells tests, benches, examples and docs from source', () => {
    expect(
      ['src/a_test.go', 'tests/derive.rs', 'packages/x/__tests__/a.ts', 'examples/basic.py', 'a.spec.ts'].map(fileRole),
    ).toEqual(['test', 'test', 'test', 'test', 'test']);
    expect(['pkg/verification/mock_verifier.go', 'internal/prompter/prompter_mock.go'].map(fileRole)).toEqual([
      'test',
      'test',
    ]);
    expect(['docs/src/rules/a.md', 'README.md'].map(fileRole)).toEqual(['doc', 'doc']);
    expect(['src/runtime/hydration.ts', 'clap_builder/src/parser.rs', 'testify.go'].map(fileRole)).toEqual([
      'source',
      'source',
      'source',
    ]);
  });

  it('hears a query that names tests or a test identifier', () => {
    expect([...rolesAsked('add a test for cookies')]).toEqual(['test']);
    expect([...rolesAsked('TestRouterGroup panics')]).toEqual(['test']);
    expect([...rolesAsked('cookie expiry on logout')]).toEqual([]);
    expect([...rolesAsked('fix typo in the README')]).toEqual(['doc']);
    expect([...rolesAsked('regenerate the mockVerifier')]).toEqual(['test']);
    expect([...rolesAsked('testUtils renders twice')]).toEqual(['test']);
  });

  it('hears no test in a word that only starts like one (a rule tester, `RuleTester`, testify)', () => {
    expect([...rolesAsked('rule tester add assertion option `requireData`')]).toEqual([]);
    expect([...rolesAsked('estimate rule-tester failure location')]).toEqual([]);
    expect([...rolesAsked('`RuleTester` loses the language option')]).toEqual([]);
  });

  it('ranks the source a question is about above its generated mock (eslint, cli/cli misses)', () => {
    const chunks = fused(
      ['tests/lib/rule-tester/rule-tester.js:1-9', 0.03],
      ['lib/rule-tester/rule-tester.js:1-9', 0.02],
    );
    expect(paths(rankFiles(chunks, [], 'rule tester add assertion option `requireData`'))[0]).toBe(
      'lib/rule-tester/rule-tester.js',
    );
    const verify = fused(
      ['pkg/cmd/attestation/verification/mock_verifier.go:1-9', 0.03],
      ['pkg/cmd/attestation/verification/sigstore.go:1-9', 0.02],
    );
    expect(paths(rankFiles(verify, [], 'Require Sigstore Bundle v0.3 when verifying'))[0]).toBe(
      'pkg/cmd/attestation/verification/sigstore.go',
    );
  });
});
