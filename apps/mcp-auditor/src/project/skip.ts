// Project-layout skip rules for `entrypoints`: tests, scripts and mocks are not the project's attack surface.
// A filter over walked paths (the walk itself stays the shared one), so both can change independently.

/** Path segments and file names left out by default (Foundry and Hardhat conventions). */
const SKIP_DIRS = new Set(['test', 'tests', 'script', 'scripts', 'mocks', 'mock']);
const SKIP_FILES = /(\.t\.sol|\.s\.sol)$|(^|\/)Mock[A-Z0-9_][^/]*\.sol$|(^|\/)[^/]*Mock\.sol$/;

/**
 * Is `path` (relative to the project root, `/`-separated) a test, script or mock: under `test/`, `script/`,
 * `lib/<dep>/…/test/`, any `mocks/` folder, or named `*.t.sol`, `*.s.sol`, `Mock*.sol`?
 */
export function isTestOrScript(path: string): boolean {
  const parts = path.split('/').filter((p) => p && p !== '.');
  const dirs = parts.slice(0, -1);
  return dirs.some((d) => SKIP_DIRS.has(d.toLowerCase())) || SKIP_FILES.test(parts.join('/'));
}

/** A predicate for the files to keep, relative to `root` (paths outside it are kept). */
export function layoutFilter(root: string, includeTests: boolean): (file: string) => boolean {
  if (includeTests) return () => true;
  const prefix = root === '' || root === '.' ? '' : `${root.replace(/\/+$/, '')}/`;
  return (file) => {
    const norm = file.replace(/\\/g, '/');
    if (prefix && !norm.startsWith(prefix)) return !isTestOrScript(norm);
    return !isTestOrScript(norm.slice(prefix.length));
  };
}
