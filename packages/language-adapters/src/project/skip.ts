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

/**
 * A predicate for the files to keep (paths relative to the allowed root). The rules apply below the deepest of
 * `bases` (the project root and the walked folders) that holds the file, so a folder the user names is never
 * skipped for where it sits (`tests/fixtures/proj` is a project, its own `test/` is skipped).
 */
export function layoutFilter(bases: readonly string[], includeTests: boolean): (file: string) => boolean {
  if (includeTests) return () => true;
  const prefixes = bases
    .map((b) => (b === '' || b === '.' ? '' : `${b.replace(/\\/g, '/').replace(/\/+$/, '')}/`))
    .sort((a, b) => b.length - a.length);
  return (file) => {
    const norm = file.replace(/\\/g, '/');
    const base = prefixes.find((p) => norm.startsWith(p));
    return base === undefined || !isTestOrScript(norm.slice(base.length));
  };
}
