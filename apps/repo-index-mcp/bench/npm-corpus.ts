import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commitAll } from './support.js';

const pnpmDir = fileURLToPath(new URL('../../../node_modules/.pnpm/', import.meta.url));

/**
 * A large real repository (a git repo in a temp folder, or in `opts.root`) assembled from the npm package
 * sources in the workspace's pnpm store, up to `targetBytes`; `copies` > 1 repeats them under distinct paths (a
 * corpus that many times the size, with the same mix of files); `commit: false` leaves the files uncommitted.
 */
export function buildNpmCorpus(
  targetBytes: number,
  opts: { root?: string; commit?: boolean; copies?: number } = {},
): { root: string; packages: number } {
  const root = opts.root ?? mkdtempSync(join(tmpdir(), 'ri-npm-repo-'));
  const TEXT = /\.(js|mjs|cjs|ts|mts|cts|tsx|json|md|py|go|rs|java|sol)$/;

  // Copy package trees (largest first) until the target size; build-output folder names are renamed so
  // the vendored/generated filters do not drop them: this benchmark is about indexing speed.
  const pkgs = readdirSync(pnpmDir).flatMap((d) => {
    const nm = join(pnpmDir, d, 'node_modules');
    try {
      return readdirSync(nm).flatMap((n) =>
        n.startsWith('@') ? readdirSync(join(nm, n)).map((s) => join(nm, n, s)) : [join(nm, n)],
      );
    } catch {
      return [];
    }
  });
  const walk = (dir: string, out: string[] = []) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.isSymbolicLink()) continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p, out);
      else if (TEXT.test(e.name) && !e.name.endsWith('.min.js') && !e.name.endsWith('.map')) out.push(p);
    }
    return out;
  };
  const seen = new Set<string>();
  let total = 0;
  for (const pkg of pkgs.sort()) {
    if (total >= targetBytes) break;
    const name = relative(pnpmDir, pkg).split('/node_modules/')[1]!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const f of walk(pkg)) {
      const size = statSync(f).size;
      if (size > 1_000_000) continue;
      const rel = relative(pkg, f).replace(/(^|\/)(dist|build|out|lib)\//g, '$1src_$2/');
      const dest = join(root, 'pkgs', name, rel);
      mkdirSync(dirname(dest), { recursive: true });
      copyFileSync(f, dest);
      total += size;
    }
  }
  for (let c = 2; c <= (opts.copies ?? 1); c++)
    cpSync(join(root, 'pkgs'), join(root, `pkgs-copy${c}`), { recursive: true });
  if (opts.commit !== false) commitAll(root);
  return { root, packages: seen.size };
}
