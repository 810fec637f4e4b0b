// Where a Solidity project starts and how it resolves imports, as Foundry and Hardhat do (and Slither, Aderyn).
import { readdir, realpath, stat } from 'node:fs/promises';
import { dirname, join, posix, relative, sep } from 'node:path';
import type { Remapping } from '@sextant/core-engine/analysis';
import { parseRemappings } from '@sextant/core-engine/analysis';
import { readInsideSync } from '@sextant/security';

/** The project a set of paths belongs to. */
export interface ProjectLayout {
  /** `foundry` (foundry.toml), `hardhat` (hardhat.config.*), `remappings` (remappings.txt only) or `plain`. */
  kind: 'foundry' | 'hardhat' | 'remappings' | 'plain';
  /** Project root relative to the allowed root (`''` for the root itself). */
  root: string;
  /** Remappings in force, targets relative to the allowed root. */
  remappings: Remapping[];
  /** Foundry `src` and `libs` (relative to the project root). */
  src?: string;
  libs?: string[];
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );
const HARDHAT = ['hardhat.config.ts', 'hardhat.config.js', 'hardhat.config.cjs', 'hardhat.config.mjs'];
const toPosix = (p: string) => p.split(sep).join('/');

/** The nearest folder from `start` up to `allowedRoot` holding foundry.toml, hardhat.config.* or remappings.txt. */
async function findRoot(start: string, allowedRoot: string): Promise<{ dir: string; kind: ProjectLayout['kind'] }> {
  let dir = (await stat(start).catch(() => undefined))?.isDirectory() ? start : dirname(start);
  for (;;) {
    if (await exists(join(dir, 'foundry.toml'))) return { dir, kind: 'foundry' };
    for (const h of HARDHAT) if (await exists(join(dir, h))) return { dir, kind: 'hardhat' };
    if (await exists(join(dir, 'remappings.txt'))) return { dir, kind: 'remappings' };
    const rel = relative(allowedRoot, dir);
    if (rel === '' || rel.startsWith('..') || dirname(dir) === dir) return { dir: allowedRoot, kind: 'plain' };
    dir = dirname(dir);
  }
}

interface FoundryProfile {
  src?: string;
  libs?: string[];
  remappings?: string[];
}

async function foundryProfile(dir: string, walls: readonly string[]): Promise<FoundryProfile> {
  const { parse } = await import('smol-toml');
  const text = readInsideSync(walls, join(dir, 'foundry.toml')).toString('utf8');
  let doc: Record<string, unknown>;
  try {
    doc = parse(text) as Record<string, unknown>;
  } catch {
    return {}; // a foundry.toml forge cannot read either: go on with the defaults
  }
  const p = ((doc.profile as Record<string, unknown> | undefined)?.default ?? {}) as Record<string, unknown>;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined);
  return {
    src: typeof p.src === 'string' ? p.src : undefined,
    libs: strings(p.libs),
    remappings: strings(p.remappings),
  };
}

/** Forge's automatic remappings: `name/=lib/name/src/` (or `lib/name/` without src/). */
async function libRemappings(dir: string, libs: readonly string[]): Promise<Remapping[]> {
  const out: Remapping[] = [];
  for (const lib of libs) {
    const entries = await readdir(join(dir, lib), { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (!e.isDirectory()) continue;
      const hasSrc = await exists(join(dir, lib, e.name, 'src'));
      out.push({ prefix: `${e.name}/`, target: posix.join(lib, e.name, hasSrc ? 'src/' : '/') });
    }
  }
  return out;
}

/**
 * Detects the project of `start` (inside `allowedRoot`): its root, kind and remappings (foundry.toml
 * `remappings` and `libs`, remappings.txt; Hardhat resolves through node_modules, which imports follow anyway).
 * Remapping targets come back relative to the allowed root, and a bare `src/…` import resolves from the project root.
 */
export async function detectLayout(start: string, allowedRoot: string): Promise<ProjectLayout> {
  const { dir, kind } = await findRoot(start, allowedRoot);
  // The project's settings are repository files: read behind the wall, so a link cannot pull an outside file's
  // lines into the remappings the answer shows.
  const walls = [await realpath(allowedRoot)];
  const root = toPosix(relative(allowedRoot, dir));
  const own: Remapping[] = [];
  let src: string | undefined;
  let libs: string[] | undefined;
  if (kind === 'foundry') {
    const p = await foundryProfile(dir, walls);
    src = p.src ?? 'src';
    libs = p.libs ?? ['lib'];
    own.push(...parseRemappings(p.remappings ?? []));
  }
  let txt = '';
  try {
    txt = readInsideSync(walls, join(dir, 'remappings.txt')).toString('utf8');
  } catch {
    // absent, or a link leading outside the roots: no remappings from it
  }
  own.push(...parseRemappings(txt.split('\n')));
  if (libs) {
    const auto = await libRemappings(dir, libs);
    own.push(...auto.filter((a) => !own.some((r) => r.prefix === a.prefix)));
  }
  const at = (t: string) => (root ? posix.join(root, t) : t);
  const remappings = own.map((r) => ({ prefix: r.prefix, target: at(r.target) }));
  if (root) remappings.push({ prefix: '', target: `${root}/` }); // `import "src/X.sol"` from the project root
  return { kind, root, remappings, ...(src ? { src } : {}), ...(libs ? { libs } : {}) };
}
