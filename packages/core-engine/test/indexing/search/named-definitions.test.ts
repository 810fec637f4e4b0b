import { describe, expect, it } from 'vitest';
import { namedDefinitions, namedIdentifiers } from '../../../src/indexing/search/named-definitions.js';
import type { SymbolIndex } from '../../../src/indexing/search/symbol-index.js';

const symbolsOf = (defs: Record<string, string[]>): SymbolIndex => {
  const byName = new Map<string, { name: string; path: string }[]>();
  for (const [path, names] of Object.entries(defs))
    for (const name of names) (byName.get(name) ?? byName.set(name, []).get(name)!).push({ name, path });
  return { byName } as unknown as SymbolIndex;
};

describe('identifiers a question names', () => {
  it('reads backticked names and identifier-shaped words, not command lines or plain words', () => {
    expect(namedIdentifiers('Add `createdAt` field to `Variable` type')).toEqual(['createdAt', 'Variable']);
    expect(namedIdentifiers('Change ValueHint::Unknown to Other, from AnyPath')).toEqual([
      'ValueHint',
      'Unknown',
      'AnyPath',
    ]);
    expect(namedIdentifiers('Move complete_path to long term location')).toEqual(['complete_path']);
    expect(namedIdentifiers('add support for stateReason in `gh pr view`')).toEqual(['stateReason']);
    expect(namedIdentifiers('Raise error if editor is used in non-tty mode')).toEqual([]);
  });
});

describe('files defining a named identifier', () => {
  it('ranks first the file that defines the type the question names, the rarer name first', () => {
    const symbols = symbolsOf({
      'pkg/cmd/variable/shared/shared.go': ['Variable', 'PopulateSelectedRepositoryInformation'],
      'pkg/cmd/variable/list/list.go': ['listRun', 'NewCmdList'],
      'pkg/cmd/secret/list/list.go': ['listRun', 'NewCmdList'],
    });
    expect(namedDefinitions(symbols, 'Add `createdAt` field to `Variable` type', 10)).toEqual([
      'pkg/cmd/variable/shared/shared.go',
    ]);
    expect(namedDefinitions(symbols, 'Move `Variable` and `NewCmdList` to shared', 10)).toEqual([
      'pkg/cmd/variable/shared/shared.go',
      'pkg/cmd/secret/list/list.go',
      'pkg/cmd/variable/list/list.go',
    ]);
  });

  it('picks nothing for a name many files define', () => {
    const symbols = symbolsOf(
      Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((f) => [`${f}.go`, ['ExportData']])),
    );
    expect(namedDefinitions(symbols, 'Implement ExportData to filter json fields', 10)).toEqual([]);
  });
});
