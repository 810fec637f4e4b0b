#!/usr/bin/env node
// Packs every workspace package and app as npm would publish it (pnpm rewrites workspace: and catalog: ranges)
// and installs tarballs with plain npm into a scratch prefix. Used by test/install, the installed cold-start bench
// and, run directly, prints each package's install size alone: `node scripts/pack-install.mjs sizes`.
import { execFile } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
  lstatSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const repoRoot = resolve(import.meta.dirname, '..');

/** npm and pnpm read `npm_config_*` from the environment; a run under `pnpm test` must not leak pnpm's into npm. */
export function cleanEnv(extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_|pnpm_)/i.test(k)));
  return { ...env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', ...extra };
}

/** Every publishable package and app of the workspace: name, directory, bins and manifest. */
export function workspacePackages(root = repoRoot) {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(root, group, d.name, 'package.json')))
      .map((d) => {
        const dir = join(root, group, d.name);
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        return { name: manifest.name, dir, isApp: group === 'apps', bins: Object.keys(manifest.bin ?? {}), manifest };
      })
      .filter((p) => !p.manifest.private),
  );
}

/** Throws unless every package has been built (the tarballs carry dist/). */
export function assertBuilt(pkgs) {
  const entries = (p) => [p.manifest.main, ...Object.values(p.manifest.bin ?? {})].filter(Boolean);
  const missing = pkgs.filter((p) => !entries(p).every((e) => existsSync(join(p.dir, e)))).map((p) => p.name);
  if (missing.length)
    throw new Error(`not built: ${missing.join(', ')}; run \`npx -y pnpm@10.34.8 build\` first (pnpm test does).`);
}

const tarballName = (name, version) => `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;

/** `pnpm pack` of every package into dest; returns name -> tarball path. */
export async function packAll(dest, root = repoRoot) {
  mkdirSync(dest, { recursive: true });
  const pkgs = workspacePackages(root);
  assertBuilt(pkgs);
  const filters = ['./packages/*', './apps/*'].flatMap((f) => ['--filter', f]);
  await run('npx', ['-y', 'pnpm@10.34.8', ...filters, 'pack', '--pack-destination', dest], {
    cwd: root,
    env: cleanEnv(),
    maxBuffer: 64 << 20,
  });
  return new Map(pkgs.map((p) => [p.name, join(dest, tarballName(p.name, p.manifest.version))]));
}

/** A fresh npm project in a temporary directory. */
export function scratchProject(prefix = 'sextant-install-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  return dir;
}

/** Plain `npm install` of tarballs (and registry specs) into dir, preferring the local npm cache. */
export async function npmInstall(dir, specs) {
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...specs], {
    cwd: dir,
    env: cleanEnv(),
    maxBuffer: 64 << 20,
  });
}

/** The @sextant packages a package needs, itself included (transitively, by manifest). */
export function withSextantDeps(name, pkgs) {
  const byName = new Map(pkgs.map((p) => [p.name, p]));
  const out = new Set();
  const visit = (n) => {
    if (out.has(n) || !byName.has(n)) return;
    out.add(n);
    for (const d of Object.keys(byName.get(n).manifest.dependencies ?? {})) visit(d);
  };
  visit(name);
  return [...out];
}

/** Bytes on disk under a directory (files and symlinks, not following links). */
export function diskBytes(path) {
  const st = lstatSync(path);
  if (!st.isDirectory()) return st.size;
  return readdirSync(path).reduce((sum, e) => sum + diskBytes(join(path, e)), 0);
}

async function printSizes() {
  const work = mkdtempSync(join(tmpdir(), 'sextant-sizes-'));
  const tarballs = await packAll(join(work, 'tarballs'));
  const pkgs = workspacePackages();
  console.log('install size alone with plain npm (the package and the @sextant packages it needs):');
  for (const p of pkgs) {
    const dir = scratchProject();
    await npmInstall(
      dir,
      withSextantDeps(p.name, pkgs).map((n) => tarballs.get(n)),
    );
    const mb = diskBytes(join(dir, 'node_modules')) / 1e6;
    console.log(`  ${p.name.padEnd(30)} ${mb.toFixed(1).padStart(6)} MB`);
    rmSync(dir, { recursive: true, force: true });
  }
  rmSync(work, { recursive: true, force: true });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename) && process.argv[2] === 'sizes') {
  await printSizes();
}
