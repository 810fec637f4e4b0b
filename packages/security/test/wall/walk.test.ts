import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { walkFiles } from '../../src/index.js';

const base = mkdtempSync(join(tmpdir(), 'wall-walk-'));
const root = join(base, 'root');
const outside = join(base, 'outside');
mkdirSync(join(root, 'docs/sub'), { recursive: true });
mkdirSync(join(root, 'loop'), { recursive: true });
mkdirSync(outside);
writeFileSync(join(outside, 'private.md'), 'outside secret');
writeFileSync(join(root, 'docs/a.md'), 'a');
writeFileSync(join(root, 'docs/sub/b.md'), 'b');
symlinkSync(join(outside, 'private.md'), join(root, 'docs/linked.md'));
symlinkSync(outside, join(root, 'docs/linkdir'));
symlinkSync(join(root, 'docs/a.md'), join(root, 'docs/inside.md'));
symlinkSync(join(outside, 'absent.md'), join(root, 'docs/dangling.md'));
symlinkSync('.', join(root, 'loop/a'));
symlinkSync('.', join(root, 'loop/b'));
symlinkSync('..', join(root, 'docs/sub/up'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('walkFiles (the wall for directory walks)', () => {
  it('skips links leading outside the roots with a counted reason, and follows links inside them', async () => {
    const r = await walkFiles([join(root, 'docs')], { roots: [root] });
    expect(r.files.map((f) => f.path.slice(root.length + 1))).toEqual(['docs/a.md', 'docs/inside.md', 'docs/sub/b.md']);
    expect(r.files.find((f) => f.path.endsWith('inside.md'))!.real).toBe(join(root, 'docs/a.md'));
    expect(r.skipped).toEqual(
      expect.arrayContaining([
        { path: join(root, 'docs/linked.md'), reason: 'symlink_outside' },
        { path: join(root, 'docs/linkdir'), reason: 'symlink_outside' },
        { path: join(root, 'docs/dangling.md'), reason: 'missing' },
      ]),
    );
    expect(r.skippedByReason.symlink_outside).toBe(2);
    expect(JSON.stringify(r.files)).not.toContain('outside');
  });

  it('ends link loops by (dev, inode) and reports them', async () => {
    const r = await walkFiles([join(root, 'loop')], { roots: [root] });
    expect(r.files).toEqual([]);
    expect(r.skippedByReason.loop).toBe(2);
    const up = await walkFiles([join(root, 'docs')], { roots: [root] });
    expect(up.skipped).toContainEqual({ path: join(root, 'docs/sub/up'), reason: 'loop' });
  });

  it('honours the abort signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(walkFiles([root], { roots: [root], signal: controller.signal })).rejects.toThrow('stop');
  });

  it('refuses a starting path that is itself a link outside the roots', async () => {
    const r = await walkFiles([join(root, 'docs/linkdir')], { roots: [root] });
    expect(r.files).toEqual([]);
    expect(r.skipped).toEqual([{ path: join(root, 'docs/linkdir'), reason: 'symlink_outside' }]);
  });
});
