// The JS/TS files the symbol parity bench runs on: this repo's sources (always dev) and npm package sources
// from the pnpm store (as apps/repo-index-mcp/bench/npm-corpus.ts collects them), split by package name.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { skipByContent } from '../../core-engine/src/indexing/work-tree/file-filters.js';

export interface CorpusFile {
  path: string;
  content: string;
  heldOut: boolean;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const pnpmDir = join(repoRoot, 'node_modules/.pnpm');
const SOURCE = /\.(js|mjs|cjs|ts|mts|cts)$/;

/** FNV-1a of the package name: ~30% of packages are held out, the same ones on every run. */
export function isHeldOut(pkg: string): boolean {
  let h = 0x811c9dc5;
  for (let i = 0; i < pkg.length; i++) h = Math.imul(h ^ pkg.charCodeAt(i), 0x01000193) >>> 0;
  return h % 10 < 3;
}

function walk(dir: string, skipDirs: RegExp, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (skipDirs.test(e.name) || e.isSymbolicLink()) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, skipDirs, out);
    else if (SOURCE.test(e.name) && !e.name.endsWith('.min.js') && !e.name.endsWith('.d.ts.map')) out.push(p);
  }
  return out;
}

function read(path: string, label: string, heldOut: boolean): CorpusFile | undefined {
  if (statSync(path).size > 1_000_000) return undefined;
  const buf = readFileSync(path);
  if (skipByContent(buf, path)) return undefined;
  return { path: label, content: buf.toString('utf8'), heldOut };
}

/** Repo sources, then npm package sources (sorted, deduplicated by name) up to `npmBytes`. */
export function collectCorpus(npmBytes: number): CorpusFile[] {
  const files: CorpusFile[] = [];
  for (const top of ['packages', 'apps']) {
    for (const f of walk(join(repoRoot, top), /^(node_modules|dist|\..*)$/)) {
      const file = read(f, relative(repoRoot, f), false);
      if (file) files.push(file);
    }
  }
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
  const seen = new Set<string>();
  let total = 0;
  for (const pkg of pkgs.sort()) {
    if (total >= npmBytes) break;
    const name = relative(pnpmDir, pkg).split('/node_modules/')[1]!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const f of walk(pkg, /^node_modules$/)) {
      const file = read(f, `npm:${name}/${relative(pkg, f)}`, isHeldOut(name));
      if (!file) continue;
      files.push(file);
      total += file.content.length;
    }
  }
  return files;
}
