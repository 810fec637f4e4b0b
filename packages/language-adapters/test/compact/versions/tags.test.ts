import { describe, expect, it } from 'vitest';
import { compareVersions, latestTag, normalizeTag, resolveTag, sortTags } from '../../../src/compact/versions/tags.js';

describe('tag normalisation', () => {
  it.each([
    ['compactc-v0.26.0', 'compactc', '0.26.0', false],
    ['compact-v0.3.0', 'compact', '0.3.0', false],
    ['v1.2', '', '1.2.0', false],
    ['node-0.12.0-rc.1', 'node', '0.12.0-rc.1', true],
    ['0.25.0', '', '0.25.0', false],
    ['compactc_v0.20.1', 'compactc', '0.20.1', false],
  ])('%s → %s %s', (tag, product, version, prerelease) => {
    expect(normalizeTag(tag)).toEqual({ tag, product, version, prerelease });
  });

  it('drops tags without a version', () => {
    expect(normalizeTag('latest')).toBeUndefined();
    expect(normalizeTag('compactc-vNEXT')).toBeUndefined();
  });

  const tags = [
    'compactc-v0.9.0',
    'compactc-v0.10.0',
    'compactc-v0.11.0-rc.2',
    'compact-v0.3.0',
    'v0.10.0',
    'node-0.12.0',
    'junk',
  ];

  it('sorts by semver, not by string (0.10 after 0.9)', () => {
    expect(sortTags(tags, 'compactc').map((t) => t.tag)).toEqual([
      'compactc-v0.11.0-rc.2',
      'compactc-v0.10.0',
      'compactc-v0.9.0',
    ]);
  });

  it('finds the latest stable or prerelease tag of a product', () => {
    expect(latestTag(tags, { product: 'compactc' })?.tag).toBe('compactc-v0.10.0');
    expect(latestTag(tags, { product: 'compactc', includePrerelease: true })?.tag).toBe('compactc-v0.11.0-rc.2');
    expect(latestTag(tags)?.tag).toBe('node-0.12.0');
  });

  it('resolves a user spelling to the tag of the preferred product', () => {
    expect(resolveTag(tags, '0.10', 'compactc')?.tag).toBe('compactc-v0.10.0');
    expect(resolveTag(tags, 'v0.10.0')?.tag).toBe('v0.10.0');
    expect(resolveTag(tags, 'compactc-v0.10.0')?.tag).toBe('compactc-v0.10.0');
    expect(resolveTag(tags, '0.3', 'compactc')?.tag).toBe('compact-v0.3.0');
    expect(resolveTag(tags, '7.0.0')).toBeUndefined();
  });

  it('compares across prefixes', () => {
    expect(compareVersions('compactc-v0.10.0', 'v0.9.9')).toBe(1);
    expect(compareVersions('0.25', 'compactc-v0.25.0')).toBe(0);
    expect(compareVersions('0.26.0-rc.1', '0.26.0')).toBe(-1);
  });
});
