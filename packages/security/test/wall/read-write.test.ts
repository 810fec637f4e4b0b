import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gunzipBounded, inspectInside, readInsideSync, realRoots, writeFileInside } from '../../src/index.js';
import { gzipSync } from 'node:zlib';

const base = mkdtempSync(join(tmpdir(), 'wall-rw-'));
const root = join(base, 'root');
const outside = join(base, 'outside');
mkdirSync(join(root, 'out/counter'), { recursive: true });
mkdirSync(outside);
writeFileSync(join(outside, 'secret.txt'), 'outside secret');
writeFileSync(join(root, 'inside.txt'), 'inside');
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('reads behind the wall', () => {
  it('reads a file inside the roots and refuses one reached through a link leading outside', async () => {
    const roots = await realRoots([root]);
    expect(readInsideSync(roots, join(root, 'inside.txt')).toString()).toBe('inside');
    symlinkSync(join(outside, 'secret.txt'), join(root, 'link.txt'));
    expect(() => readInsideSync(roots, join(root, 'link.txt'))).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(await inspectInside(roots, join(root, 'link.txt'))).toEqual({ ok: false, reason: 'symlink_outside' });
  });

  it('catches a link swapped in between the check and the open (the check is made on the opened descriptor)', async () => {
    const roots = await realRoots([root]);
    mkdirSync(join(root, 'swap'));
    writeFileSync(join(root, 'swap/f.txt'), 'ok');
    const checked = await inspectInside(roots, join(root, 'swap/f.txt'));
    expect(checked.ok).toBe(true);
    // The attacker swaps the folder for a link to the outside after the check.
    rmSync(join(root, 'swap'), { recursive: true });
    symlinkSync(outside, join(root, 'swap'));
    writeFileSync(join(outside, 'f.txt'), 'outside');
    expect(() => readInsideSync(roots, join(root, 'swap/f.txt'))).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });
});

describe('writes behind the wall', () => {
  it('refuses to write through a dangling symlink, with or without overwrite', async () => {
    const target = join(root, 'out/counter/README.md');
    symlinkSync(join(outside, 'pwned.md'), target);
    for (const overwrite of [true, false])
      await expect(writeFileInside(join(root, 'out'), target, 'x', { overwrite })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    expect(existsSync(join(outside, 'pwned.md'))).toBe(false);
    unlinkSync(target);
  });

  it('refuses a linked folder on the way, and writes through temp file + rename otherwise', async () => {
    symlinkSync(outside, join(root, 'out/linked'));
    await expect(writeFileInside(join(root, 'out'), join(root, 'out/linked/x.md'), 'x')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(existsSync(join(outside, 'x.md'))).toBe(false);
    await writeFileInside(join(root, 'out'), join(root, 'out/new/deep/file.md'), 'hello');
    expect(readFileSync(join(root, 'out/new/deep/file.md'), 'utf8')).toBe('hello');
    await expect(writeFileInside(join(root, 'out'), join(root, 'out/new/deep/file.md'), 'again')).rejects.toMatchObject(
      {
        code: 'FILE_EXISTS',
      },
    );
    await writeFileInside(join(root, 'out'), join(root, 'out/new/deep/file.md'), 'again', { overwrite: true });
    expect(readFileSync(join(root, 'out/new/deep/file.md'), 'utf8')).toBe('again');
  });
});

describe('bounded decompression', () => {
  it('inflates within the cap and refuses a bomb with a structured error', () => {
    expect(gunzipBounded(gzipSync('hello')).toString()).toBe('hello');
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024));
    expect(() => gunzipBounded(bomb, { maxBytes: 1024 * 1024, what: 'bundle' })).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        extra: expect.objectContaining({ details: { limit: 1024 * 1024 } }),
      }),
    );
    expect(() => gunzipBounded(Buffer.from('junk'))).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
