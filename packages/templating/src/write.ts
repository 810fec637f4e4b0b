import { lstat, mkdir } from 'node:fs/promises';
import { isAbsolute, join, normalize, sep } from 'node:path';
import { AppError } from '@sextant/core-engine';
import { writeFileInside } from '@sextant/security';
import type { RenderedFile } from './types.js';

/** Rejects absolute paths and any `..` segment in a rendered path; returns it normalized. */
export function checkRelativePath(path: string): string {
  const p = path.replace(/\\/g, '/');
  if (!p || isAbsolute(p) || /^[A-Za-z]:/.test(p) || p.split('/').some((s) => s === '..') || p.includes('\0')) {
    throw new AppError('FORBIDDEN', `Rendered path "${path}" would leave the output directory.`, {
      type: 'input_error',
      hint: 'Use placeholder values without "/..", absolute paths or NUL bytes.',
    });
  }
  return normalize(p).split(sep).join('/');
}

/** Options of `writeRendered`. */
export interface WriteOptions {
  /** Output directory, already checked against the allowed roots by the caller's path guard. */
  outDir: string;
  /** Replace files that exist. @default false */
  overwrite?: boolean;
  /** Resolves and authorises each target path (e.g. security's PathGuard.resolve). */
  resolvePath: (path: string) => Promise<string>;
}

/** Writes rendered files; checks every target first, so nothing is written when one would be refused. */
export async function writeRendered(
  files: readonly RenderedFile[],
  opts: WriteOptions,
): Promise<{ written: string[] }> {
  const targets = await Promise.all(
    files.map(async (f) => ({ file: f, target: await opts.resolvePath(join(opts.outDir, checkRelativePath(f.path))) })),
  );
  if (!opts.overwrite) {
    const existing = (
      await Promise.all(
        // lstat: a dangling link counts as existing (it is refused below either way, never followed).
        targets.map(async (t) => ((await lstat(t.target).catch(() => undefined)) ? t.target : undefined)),
      )
    ).filter(Boolean);
    if (existing.length) {
      throw new AppError(
        'FILE_EXISTS',
        `${existing.length} file(s) already exist: ${existing.slice(0, 5).join(', ')}.`,
        {
          type: 'input_error',
          hint: 'Choose another output directory, or pass overwrite: true to replace them.',
          details: { existing },
        },
      );
    }
  }
  // The wall's writer: no link on the way is followed; temp file + rename (or link, refusing a file created
  // since the check above unless overwriting was asked for).
  const base = await opts.resolvePath(opts.outDir);
  await mkdir(base, { recursive: true });
  await opts.resolvePath(base); // created through no link leading outside the roots
  for (const { file, target } of targets)
    await writeFileInside(base, target, file.content, { overwrite: opts.overwrite });
  return { written: targets.map((t) => t.target) };
}
