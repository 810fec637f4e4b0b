import { describe, expect, it } from 'vitest';
import { headingVersions, parseChangelog } from '../../../src/compact/versions/changelog.js';
import { pragmaAdmits, pragmaToRange } from '../../../src/compact/versions/pragma.js';

describe('changelog parsing', () => {
  it('reads Compact headings with toolchain, language and runtime versions', () => {
    expect(headingVersions('[Toolchain 0.34.0, language 0.26.0, runtime 0.19.0] - 2026-03-02')).toEqual({
      versions: { toolchain: '0.34.0', language: '0.26.0', runtime: '0.19.0' },
      date: '2026-03-02',
    });
    expect(headingVersions('[0.26.0] - 2025-01-02')).toEqual({ versions: { version: '0.26.0' }, date: '2025-01-02' });
    expect(headingVersions('v1.2')).toEqual({ versions: { version: '1.2.0' } });
    expect(headingVersions('[Unreleased]')).toEqual({ versions: {} });
  });

  it('marks inline **Breaking.** markers, BREAKING CHANGE and breaking sub-sections', () => {
    const sections = parseChangelog(
      [
        '# Changelog',
        '',
        '## [Unreleased]',
        '- **Breaking.** something',
        '',
        '## [Toolchain 0.34.0, language 0.26.0, runtime 0.19.0]',
        '### Changed',
        '- **Breaking.** Renamed `foo` to `bar`.',
        '- Faster proofs.',
        '  continued line',
        '- BREAKING CHANGE: removed `baz`',
        '### Breaking changes',
        '- Dropped Node 18.',
        '',
        '## 0.33.0',
        'Plain paragraph.',
        '**Breaking:** a paragraph outside a list.',
      ].join('\n'),
    );
    expect(sections.map((s) => [s.heading, s.version ?? null])).toEqual([
      ['[Unreleased]', null],
      ['[Toolchain 0.34.0, language 0.26.0, runtime 0.19.0]', '0.34.0'],
      ['0.33.0', '0.33.0'],
    ]);
    expect(sections[1]?.entries.map((e) => [e.text, e.breaking, e.category, e.line])).toEqual([
      ['**Breaking.** Renamed `foo` to `bar`.', true, 'Changed', 8],
      ['Faster proofs. continued line', false, 'Changed', 9],
      ['BREAKING CHANGE: removed `baz`', true, 'Changed', 11],
      ['Dropped Node 18.', true, 'Breaking changes', 13],
    ]);
    expect(sections[2]?.entries).toEqual([
      { text: '**Breaking:** a paragraph outside a list.', breaking: true, line: 17 },
    ]);
  });
});

describe('pragma ranges', () => {
  it.each([
    ['>= 0.20', '>=0.20.0'],
    ['>= 0.16 && <= 0.26', '>=0.16.0 <=0.26.0'],
    ['0.23', '~0.23.0'],
    ['0.23.1', '0.23.1'],
    ['>= 0.12.1 || 0.9', '>=0.12.1 || ~0.9.0'],
  ])('%s → %s', (pragma, range) => expect(pragmaToRange(pragma)).toBe(range));

  it('evaluates versions against the pragma', () => {
    expect(pragmaAdmits('>= 0.20', '0.26')).toBe(true);
    expect(pragmaAdmits('0.23', '0.23.4')).toBe(true);
    expect(pragmaAdmits('0.23', '0.24.0')).toBe(false);
    expect(pragmaAdmits('!0.2', '0.2')).toBeUndefined();
  });
});
