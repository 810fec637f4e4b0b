import { realpath } from 'node:fs/promises';
import { delimiter, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '@sextant/core-engine';

/** Resolves user-given paths against allowed roots. */
export interface PathGuard {
  /** The roots in force: configured ones plus the client's MCP roots. */
  roots(): string[];
  /** Replaces the roots the MCP client announced (`file://` URIs or paths). */
  setClientRoots(roots: readonly string[]): void;
  /**
   * Resolves `userPath` (relative paths against the first root) and checks that it, and its real path after
   * following symlinks, stays inside an allowed root. Throws FORBIDDEN naming the allowed roots.
   */
  resolve(userPath: string): Promise<string>;
}

export interface PathGuardOptions {
  /** Allowed roots; relative ones resolve against `cwd`. */
  roots: readonly string[];
  /** @default process.cwd() */
  cwd?: string;
}

/** Parses `SEXTANT_ROOTS` (joined with the OS path delimiter); empty means the working directory. */
export function parseRoots(value: string | undefined, cwd: string): string[] {
  const parts = (value ?? '').split(delimiter).filter((p) => p.trim() !== '');
  return parts.length ? parts.map((p) => resolve(cwd, p)) : [resolve(cwd)];
}

const inside = (root: string, target: string) => {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
};

const toPath = (root: string) => (root.startsWith('file://') ? fileURLToPath(root) : root);

/** Creates a path guard over the configured roots. */
export function createPathGuard(opts: PathGuardOptions): PathGuard {
  const cwd = opts.cwd ?? process.cwd();
  const configured = opts.roots.map((r) => resolve(cwd, toPath(r)));
  let client: string[] | undefined;
  // Client roots only narrow the operator's roots (issue 15 #1): the intersection of the two sets of folders.
  // Announced roots that are all outside leave nothing allowed; `file:///` leaves the operator's roots as they are.
  const roots = () => {
    if (!client) return configured;
    const narrowed = [
      ...client.filter((c) => configured.some((r) => inside(r, c))),
      ...configured.filter((r) => client!.some((c) => inside(c, r))),
    ];
    return [...new Set(narrowed)];
  };

  const forbidden = (userPath: string, why: string) =>
    new AppError('FORBIDDEN', `Path "${userPath}" ${why}.`, {
      type: 'input_error',
      hint: roots().length
        ? `Use a path inside the allowed roots: ${roots().join(', ')} (set SEXTANT_ROOTS to change them).`
        : `The client's roots (${client?.join(', ')}) are all outside the operator's roots (${configured.join(', ')}); client roots can only narrow them.`,
      details: { path: userPath, allowedRoots: roots() },
    });

  return {
    roots,
    setClientRoots(list) {
      client = list.length ? list.map((r) => resolve(toPath(r))) : undefined;
    },
    async resolve(userPath) {
      if (typeof userPath !== 'string' || userPath.length === 0) throw forbidden(String(userPath), 'is empty');
      if (userPath.includes('\0')) throw forbidden(userPath.replace(/\0/g, '\\0'), 'contains a NUL byte');
      const all = roots();
      const absolute = resolve(all[0] ?? cwd, userPath);
      if (!all.some((r) => inside(r, absolute))) throw forbidden(userPath, 'is outside the allowed roots');
      const real = await realpathOfExisting(absolute);
      const realRoots = await Promise.all(all.map(realpathOfExisting));
      if (!realRoots.some((r) => inside(r, real)))
        throw forbidden(userPath, 'leads outside the allowed roots through a symlink');
      return absolute;
    },
  };
}

/** Real path of `p`, or of its nearest existing ancestor with the rest appended (for paths not created yet). */
async function realpathOfExisting(p: string): Promise<string> {
  let current = p;
  const rest: string[] = [];
  for (;;) {
    try {
      return resolve(await realpath(current), ...rest.reverse());
    } catch {
      const parent = resolve(current, '..');
      if (parent === current) return p;
      rest.push(relative(parent, current));
      current = parent;
    }
  }
}
