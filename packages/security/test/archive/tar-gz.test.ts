import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync, linkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { packTar } from 'modern-tar';
import { describe, expect, it } from 'vitest';
import { readTarGz } from '../../src/index.js';

const long = `${'deep/'.repeat(25)}file.compact`;
const top = 'owner-repo-abc123';

/** A folder `top/` holding `files`, for the real tar and git CLIs to archive. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tar-gz-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, top, path)), { recursive: true });
    writeFileSync(join(dir, top, path), text);
  }
  return dir;
}
const gnuTar = (dir: string, format: string, paths: string[]) =>
  execFileSync('tar', ['-cz', `--format=${format}`, '-C', dir, ...paths.map((p) => `${top}/${p}`)]);
/** The folder committed to a fresh repository and archived by `git archive`, the way GitHub makes a tarball. */
function gitArchive(dir: string): Buffer {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@t',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@t',
  };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: join(dir, top), env });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'fixture');
  return git('archive', '--format=tar.gz', `--prefix=${top}/`, 'HEAD');
}
const text = (files: { path: string; content: Buffer }[]) => files.map((f) => [f.path, f.content.toString()]);

describe('readTarGz', () => {
  const files = { 'README.md': '# hi\n', [long]: 'ledger x: Field;' };

  it('reads files back without the top folder, including paths longer than 100 characters', async () => {
    const dir = tree(files);
    // ustar (the prefix field), GNU (long-name entries) and git archive (pax headers, what GitHub serves).
    const archives = [
      gnuTar(dir, 'ustar', Object.keys(files)),
      gnuTar(dir, 'gnu', Object.keys(files)),
      gitArchive(dir),
    ];
    for (const archive of archives) {
      expect(text(await readTarGz(archive))).toEqual([
        ['README.md', '# hi\n'],
        [long, 'ledger x: Field;'],
      ]);
    }
  });

  it('reads a pax path header, as git archive writes for a name ustar cannot hold', async () => {
    const name = `${'x'.repeat(120)}.md`;
    const dir = tree({ [name]: 'hi\n' });
    expect(text(await readTarGz(gitArchive(dir)))).toEqual([[name, 'hi\n']]);
  });

  it('skips links and folders: only regular files come out', async () => {
    const dir = tree({ 'a.txt': 'a' });
    symlinkSync('/etc/passwd', join(dir, top, 'link'));
    linkSync(join(dir, top, 'a.txt'), join(dir, top, 'hard'));
    mkdirSync(join(dir, top, 'empty'));
    const archive = execFileSync('tar', ['-cz', '-C', dir, top]);
    const out = await readTarGz(archive);
    // tar stores the second name of a hard link as a link entry: only the first comes out.
    expect(out).toHaveLength(1);
    expect(['a.txt', 'hard']).toContain(out[0]!.path);
    expect(out[0]!.content.toString()).toBe('a');
  });

  it('never yields a path that is absolute or climbs with ..', async () => {
    const entry = (name: string) => ({ header: { name, size: 1 }, body: 'x' });
    const archive = gzipSync(
      await packTar([
        entry(`${top}/ok.txt`),
        entry(`${top}/../../evil`),
        entry(`${top}//etc/cron`),
        entry(`${top}/a/../../b`),
      ]),
    );
    expect((await readTarGz(archive)).map((f) => f.path)).toEqual(['ok.txt']);
  });

  it('refuses an archive with more entries than the limit, and one that inflates past its cap', async () => {
    const many = gzipSync(
      await packTar(Array.from({ length: 30 }, (_, i) => ({ header: { name: `${top}/f${i}`, size: 0 }, body: '' }))),
    );
    expect((await readTarGz(many, { maxEntries: 30 })).length).toBe(30);
    await expect(readTarGz(many, { maxEntries: 20, what: 'repository tarball' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'The repository tarball has more than 20 entries.',
      extra: { details: { limit: 20 } },
    });
    const big = gzipSync(
      await packTar([{ header: { name: `${top}/zeros`, size: 3 << 20 }, body: new Uint8Array(3 << 20) }]),
    );
    await expect(readTarGz(big, { maxInflatedBytes: 1 << 20 })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      extra: { details: { limit: 1 << 20 } },
    });
  });

  it('reads only the files `keep` accepts, by path and size', async () => {
    const dir = tree({ 'a.ts': 'const a = 1;', 'b.md': '# b', 'big.ts': 'x'.repeat(5000) });
    const archive = gnuTar(dir, 'ustar', ['a.ts', 'b.md', 'big.ts']);
    const kept = await readTarGz(archive, { keep: (path, size) => path.endsWith('.ts') && size <= 1000 });
    expect(text(kept)).toEqual([['a.ts', readFileSync(join(dir, top, 'a.ts'), 'utf8')]]);
  });
});
