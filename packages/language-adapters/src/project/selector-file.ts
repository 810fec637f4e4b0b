import { isAbsolute, join, relative } from 'node:path';
import type { CodeModel } from '@sextant/core-engine/ports';
import type { SourceFile } from '@sextant/core-engine';
import type { ProjectAccess } from './read.js';

/**
 * The model's name for a user-given file (a selector's `file`): as given (inline files), absolute, relative to the
 * allowed root, or relative to one of the analysed folders; every form goes through the path guard. The first
 * candidate that declares a unit wins; otherwise the first candidate (the lookup then reports it).
 */
export async function modelFile(
  given: string,
  args: { files?: readonly SourceFile[]; paths?: readonly string[] },
  model: CodeModel,
  access: ProjectAccess,
): Promise<string> {
  const declared = new Set(model.units.map((u) => u.file));
  if (args.files?.some((f) => f.path === given)) return given;
  const root = access.roots()[0] ?? process.cwd();
  const toModel = (abs: string) => relative(root, abs) || abs;
  const candidates = [toModel(await access.resolve(given))];
  if (!isAbsolute(given))
    for (const p of args.paths ?? [])
      candidates.push(toModel(await access.resolve(join(await access.resolve(p), given))));
  return candidates.find((c) => declared.has(c)) ?? (candidates[0] as string);
}
