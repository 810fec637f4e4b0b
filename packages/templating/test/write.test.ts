import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPathGuard } from '@sextant/security';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTemplateRegistry } from '../src/registry.js';
import { checkRelativePath, writeRendered } from '../src/write.js';

describe('writing rendered templates', () => {
  let root: string;
  let outside: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'tpl-root-'));
    outside = await mkdtemp(join(tmpdir(), 'tpl-outside-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });
  const guard = () => createPathGuard({ roots: [root] });
  const registry = createTemplateRegistry();

  it('writes inside the allowed root', async () => {
    const { files } = registry.render('compact-contract', { fileName: 'counter', comment: 'hello' });
    const { written } = await writeRendered(files, { outDir: 'out', resolvePath: guard().resolve });
    expect(written).toEqual([join(root, 'out', 'counter.compact')]);
    expect(await readFile(written[0]!, 'utf8')).toContain('// hello');
  });

  it('refuses to overwrite unless asked, and writes nothing when one file exists', async () => {
    const { files } = registry.render('compact-dapp', { contractName: 'Counter' });
    await mkdir(join(root, 'counter'), { recursive: true });
    await writeFile(join(root, 'counter', 'README.md'), 'mine');
    await expect(writeRendered(files, { outDir: '.', resolvePath: guard().resolve })).rejects.toMatchObject({
      code: 'FILE_EXISTS',
    });
    await expect(readFile(join(root, 'counter', 'package.json'), 'utf8')).rejects.toThrow();
    await writeRendered(files, { outDir: '.', overwrite: true, resolvePath: guard().resolve });
    expect(await readFile(join(root, 'counter', 'README.md'), 'utf8')).toContain('# Counter');
  });

  it('blocks path traversal through the output dir, rendered paths and symlinks', async () => {
    const { files } = registry.render('compact-contract', { fileName: 'c' });
    await expect(writeRendered(files, { outDir: '../escape', resolvePath: guard().resolve })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(writeRendered(files, { outDir: outside, resolvePath: guard().resolve })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await symlink(outside, join(root, 'link'));
    await expect(writeRendered(files, { outDir: 'link', resolvePath: guard().resolve })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(() => checkRelativePath('a/../../b')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => checkRelativePath('/etc/passwd')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(checkRelativePath('a/./b.txt')).toBe('a/b.txt');
  });

  it('never writes through a dangling symlink, with or without overwrite (no INTERNAL either)', async () => {
    const { files } = registry.render('compact-dapp', { contractName: 'Counter' });
    await mkdir(join(root, 'out/counter'), { recursive: true });
    await symlink(join(outside, 'pwned.md'), join(root, 'out/counter/README.md'));
    await expect(
      writeRendered(files, { outDir: 'out', overwrite: true, resolvePath: guard().resolve }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(writeRendered(files, { outDir: 'out', resolvePath: guard().resolve })).rejects.toMatchObject({
      code: 'FILE_EXISTS',
    });
    await expect(readFile(join(outside, 'pwned.md'), 'utf8')).rejects.toThrow();
  });
});
