import { describe, expect, it } from 'vitest';
import { dynamicLanguageIds, ensureLanguage } from '../../src/ast-grep/dynamic-languages.js';

const samples: Record<string, { code: string; kind: string }> = {
  solidity: { code: 'contract A { function f() public {} }', kind: 'function_definition' },
  python: { code: 'def f(x):\n    return x\n', kind: 'function_definition' },
  go: { code: 'package p\nfunc F() {}\n', kind: 'function_declaration' },
  rust: { code: 'fn f() {}', kind: 'function_item' },
  java: { code: 'class A { void f() {} }', kind: 'method_declaration' },
};

describe('dynamic languages', () => {
  for (const id of dynamicLanguageIds) {
    it(`parses ${id} after registration`, async () => {
      const sg = await ensureLanguage(id);
      const sample = samples[id]!;
      const root = sg.parse(id as never, sample.code).root();
      expect(root.findAll({ rule: { kind: sample.kind } }).length).toBe(1);
    });
  }

  it('leaves built-in languages to napi', async () => {
    const sg = await ensureLanguage('typescript');
    expect(
      sg
        .parse(sg.Lang.TypeScript, 'export function f() {}')
        .root()
        .findAll({ rule: { kind: 'function_declaration' } }),
    ).toHaveLength(1);
  });
});
