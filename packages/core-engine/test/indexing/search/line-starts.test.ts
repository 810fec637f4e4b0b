import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLineStartsCache, fileVersion } from '../../../src/indexing/search/line-starts.js';

describe('createLineStartsCache', () => {
  it('gives back the line starts found for a file version, and none for another version', () => {
    const cache = createLineStartsCache();
    const first = cache.get('v1');
    first.starts.push(10, 20);
    first.done = true;
    expect(cache.get('v1')).toEqual({ starts: [0, 10, 20], done: true });
    expect(cache.get('v2')).toEqual({ starts: [0], done: false });
  });

  it('forgets line starts a failed read left (the file changed under it)', () => {
    const cache = createLineStartsCache();
    Object.assign(cache.get('v1'), { starts: [0, 5], done: true, broken: true });
    expect(cache.get('v1')).toEqual({ starts: [0], done: false });
  });

  it('drops the least recently used files past its size', () => {
    const cache = createLineStartsCache(5);
    cache.get('a').starts.push(1, 2);
    cache.get('b').starts.push(1, 2);
    cache.get('a');
    cache.trim();
    expect(cache.get('a').starts).toEqual([0, 1, 2]);
    expect(cache.get('b').starts).toEqual([0]);
  });
});

describe('fileVersion', () => {
  it('changes when the file is written, even to the same size', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'line-starts-')), 'f.txt');
    writeFileSync(path, 'one\ntwo\n');
    const before = fileVersion('f.txt', statSync(path));
    expect(fileVersion('f.txt', statSync(path))).toBe(before);
    // Same bytes count, new content: the change time moves (the kernel's clock, nanoseconds where kept).
    const until = Date.now() + 5;
    while (Date.now() < until);
    writeFileSync(path, 'uno\ndos\n');
    expect(fileVersion('f.txt', statSync(path))).not.toBe(before);
  });
});
