import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPathGuard, parseRoots } from '../src/index.js';

let base: string;
let root: string;
let outside: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'path-guard-'));
  root = join(base, 'root');
  outside = join(base, 'outside');
  mkdirSync(join(root, 'src'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(root, 'src', 'a.ts'), 'x');
  writeFileSync(join(outside, 'secret.txt'), 'x');
  symlinkSync(outside, join(root, 'escape'));
  symlinkSync(join(root, 'src'), join(root, 'inner-link'));
});

const forbidden = expect.objectContaining({ code: 'FORBIDDEN' });

describe('path guard', () => {
  it('resolves relative and absolute paths inside the roots', async () => {
    const guard = createPathGuard({ roots: [root] });
    await expect(guard.resolve('src/a.ts')).resolves.toBe(join(root, 'src', 'a.ts'));
    await expect(guard.resolve(join(root, 'src'))).resolves.toBe(join(root, 'src'));
    await expect(guard.resolve('inner-link/a.ts')).resolves.toBe(join(root, 'inner-link', 'a.ts'));
    await expect(guard.resolve('src/not-yet/created.ts')).resolves.toBe(join(root, 'src', 'not-yet', 'created.ts'));
  });

  it('rejects .. escapes, absolute paths outside and symlinks that lead outside, naming the roots', async () => {
    const guard = createPathGuard({ roots: [root] });
    await expect(guard.resolve('../outside/secret.txt')).rejects.toThrowError(forbidden);
    await expect(guard.resolve('/etc/passwd')).rejects.toThrowError(forbidden);
    await expect(guard.resolve('escape/secret.txt')).rejects.toThrowError(/symlink/);
    await expect(guard.resolve('a\0b')).rejects.toThrowError(forbidden);
    await expect(guard.resolve('/etc/passwd')).rejects.toMatchObject({
      extra: { hint: expect.stringContaining(root) },
    });
  });

  it('issue 15 #1: client roots only narrow the operator roots (intersection), never widen them', async () => {
    const guard = createPathGuard({ roots: [root] });
    guard.setClientRoots(['file:///']);
    expect(guard.roots()).toEqual([root]);
    await expect(guard.resolve(join(outside, 'secret.txt'))).rejects.toThrowError(forbidden);
    guard.setClientRoots([pathToFileURL(outside).href]);
    expect(guard.roots()).toEqual([]);
    await expect(guard.resolve(join(outside, 'secret.txt'))).rejects.toMatchObject({
      code: 'FORBIDDEN',
      extra: { hint: expect.stringContaining('only narrow') },
    });
    await expect(guard.resolve(join(root, 'src', 'a.ts'))).rejects.toThrowError(forbidden);
    guard.setClientRoots([pathToFileURL(join(root, 'src')).href, pathToFileURL(outside).href]);
    expect(guard.roots()).toEqual([join(root, 'src')]);
    await expect(guard.resolve(join(root, 'src', 'a.ts'))).resolves.toBe(join(root, 'src', 'a.ts'));
    await expect(guard.resolve(join(root, 'escape'))).rejects.toThrowError(forbidden);
    guard.setClientRoots([]);
    expect(guard.roots()).toEqual([root]);
  });

  it('parses SEXTANT_ROOTS with the OS delimiter and defaults to the working directory', () => {
    expect(parseRoots(`${root}${delimiter}rel`, base)).toEqual([root, join(base, 'rel')]);
    expect(parseRoots(undefined, base)).toEqual([base]);
    expect(parseRoots('', base)).toEqual([base]);
  });
});
