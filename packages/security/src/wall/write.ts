import { randomBytes } from 'node:crypto';
import { link, lstat, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { AppError } from '@sextant/core-engine';
import { isInside, realRoots } from '@sextant/core-engine/guarded-io';

const forbidden = (path: string, link: string) =>
  new AppError('FORBIDDEN', `Refusing to write ${path}: ${link} is a symbolic link.`, {
    type: 'input_error',
    hint: 'Remove the link (or write somewhere else); files are never written through links.',
    details: { path, link },
  });

/**
 * Writes `content` to `path` (below `base`, a folder already checked against the roots) without following
 * any link: every existing component between `base` and the file is `lstat`ed and a symlink refuses the
 * write; the bytes go to a temporary file created exclusively in the target folder, checked to be inside
 * `base` after opening, then renamed over the target (or hard-linked, when `overwrite` is false, so a file
 * created meanwhile is not replaced). Missing folders are created one by one.
 */
export async function writeFileInside(
  base: string,
  path: string,
  content: string | Uint8Array,
  opts: { overwrite?: boolean } = {},
): Promise<void> {
  const rel = relative(base, path);
  if (rel === '' || rel.startsWith('..') || rel.includes(`${sep}..${sep}`))
    throw new AppError('FORBIDDEN', `${path} is not below ${base}.`, { type: 'input_error' });
  const parts = rel.split(sep);
  let at = base;
  for (const [i, part] of parts.entries()) {
    at = join(at, part);
    const st = await lstat(at).catch(() => undefined);
    if (st?.isSymbolicLink()) throw forbidden(path, at);
    if (i < parts.length - 1 && !st)
      await mkdir(at).catch(async (e: { code?: string }) => {
        if (e.code !== 'EEXIST' || (await lstat(at)).isSymbolicLink())
          throw e.code === 'EEXIST' ? forbidden(path, at) : e;
      });
    if (i === parts.length - 1 && st && !opts.overwrite)
      throw new AppError('FILE_EXISTS', `${path} already exists.`, {
        type: 'input_error',
        hint: 'Choose another output directory, or pass overwrite: true to replace it.',
        details: { existing: [path] },
      });
  }
  const [realBase] = await realRoots([base]);
  const tmp = join(dirname(path), `.${parts.at(-1)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(tmp, 'wx', 0o644);
  try {
    await handle.writeFile(content);
    await handle.sync().catch(() => undefined);
    const real = await realRoots([tmp]);
    if (!isInside(realBase!, real[0]!)) throw forbidden(path, dirname(path));
  } catch (e) {
    await handle.close();
    await rm(tmp, { force: true });
    throw e;
  }
  await handle.close();
  try {
    if (opts.overwrite) await rename(tmp, path);
    else
      await link(tmp, path).catch((e: { code?: string }) => {
        throw e.code === 'EEXIST'
          ? new AppError('FILE_EXISTS', `${path} already exists.`, {
              type: 'input_error',
              details: { existing: [path] },
            })
          : e;
      });
  } finally {
    await rm(tmp, { force: true });
  }
}
