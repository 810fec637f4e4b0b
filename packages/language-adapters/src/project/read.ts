import { AppError } from '@sextant/core-engine';
import { inspectInside, readInsideSync, realRoots } from '@sextant/security';

/** Where a load reads from: the allowed roots and the guard that resolves a user's path inside them. */
export interface ProjectAccess {
  /** The allowed roots in force; relative paths resolve against the first. */
  roots(): readonly string[];
  /** Resolves a user path inside the roots; throws FORBIDDEN when it (or a link on the way) leads outside. */
  resolve(path: string): Promise<string>;
}

/**
 * Reads a user path's text behind the wall: resolved inside the roots, its real path checked as the walk checks it
 * (a link counts only when its target is inside the roots), then opened without following a link, so a link
 * swapped in after the check is refused. Throws FORBIDDEN or NOT_FOUND.
 */
export function createWalledRead(access: ProjectAccess): (path: string) => Promise<string> {
  let walls: Promise<string[]> | undefined;
  return async (path) => {
    walls ??= realRoots(access.roots());
    const roots = await walls;
    const seen = await inspectInside(roots, await access.resolve(path));
    if (!seen.ok)
      throw seen.reason === 'symlink_outside'
        ? new AppError('FORBIDDEN', `${path} leads outside the allowed roots.`)
        : new AppError('NOT_FOUND', `Cannot read ${path}.`);
    return readInsideSync(roots, seen.real).toString('utf8');
  };
}
