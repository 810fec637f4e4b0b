import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchFolders } from '../../../src/indexing/work-tree/folder-watch.js';
import type { FolderWatch } from '../../../src/indexing/work-tree/folder-watch.js';

let stop: FolderWatch | undefined;
const dirs: string[] = [];
afterEach(() => {
  stop?.close();
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const tree = () => {
  const root = mkdtempSync(join(tmpdir(), 'ce-folder-watch-'));
  dirs.push(root);
  mkdirSync(join(root, 'src/deep'), { recursive: true });
  mkdirSync(join(root, '.git/objects/ab'), { recursive: true });
  mkdirSync(join(root, '.git/refs/heads'), { recursive: true });
  writeFileSync(join(root, 'src/deep/a.ts'), 'a');
  return root;
};
const start = (root: string) => {
  const seen = new Set<string>();
  stop = watchFolders(
    root,
    (rel) => seen.add(rel),
    (err) => seen.add(`error: ${err.message}`),
  );
  return seen;
};
const until = async (seen: Set<string>, rel: string) => {
  for (let i = 0; i < 200 && !seen.has(rel); i++) await new Promise((r) => setTimeout(r, 10));
  return seen.has(rel);
};

describe.runIf(process.platform === 'linux')('watching every folder of a tree', () => {
  it('names files edited, made and removed at any depth, and nothing at start', async () => {
    const root = tree();
    const seen = start(root);
    await new Promise((r) => setTimeout(r, 50));
    expect([...seen]).toEqual([]);
    writeFileSync(join(root, 'src/deep/a.ts'), 'edited');
    writeFileSync(join(root, 'src/b.ts'), 'b');
    expect(await until(seen, 'src/deep/a.ts')).toBe(true);
    expect(await until(seen, 'src/b.ts')).toBe(true);
    rmSync(join(root, 'src/b.ts'));
    seen.clear();
    expect(await until(seen, 'src/b.ts')).toBe(true);
  });

  it('watches a folder that came (and what is in it), and names a folder moved away', async () => {
    const root = tree();
    const seen = start(root);
    mkdirSync(join(root, 'lib/inner'), { recursive: true });
    expect(await until(seen, 'lib')).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    writeFileSync(join(root, 'lib/inner/c.ts'), 'c');
    expect(await until(seen, 'lib/inner/c.ts')).toBe(true);
    renameSync(join(root, 'lib'), join(root, 'moved'));
    expect(await until(seen, 'lib')).toBe(true);
    expect(await until(seen, 'moved')).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    writeFileSync(join(root, 'moved/inner/d.ts'), 'd');
    expect(await until(seen, 'moved/inner/d.ts')).toBe(true);
  });

  it('under .git, watches HEAD, the index and refs, not objects', async () => {
    const root = tree();
    const seen = start(root);
    writeFileSync(join(root, '.git/objects/ab/cdef'), 'blob');
    writeFileSync(join(root, '.git/refs/heads/main'), 'abc');
    writeFileSync(join(root, '.git/HEAD'), 'ref: refs/heads/main');
    expect(await until(seen, '.git/refs/heads/main')).toBe(true);
    expect(await until(seen, '.git/HEAD')).toBe(true);
    expect(seen.has('.git/objects/ab/cdef')).toBe(false);
  });

  it('does not follow a link to a folder outside the tree that came after start (a checkout can bring one)', async () => {
    const root = tree();
    const outside = mkdtempSync(join(tmpdir(), 'ce-folder-watch-outside-'));
    dirs.push(outside);
    const seen = start(root);
    symlinkSync(outside, join(root, 'src/link'));
    expect(await until(seen, 'src/link')).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    writeFileSync(join(outside, 'x.ts'), 'x');
    writeFileSync(join(root, 'src/after.ts'), 'after');
    expect(await until(seen, 'src/after.ts')).toBe(true);
    expect(seen.has('src/link/x.ts')).toBe(false);
  });
});
