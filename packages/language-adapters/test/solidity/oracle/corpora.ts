import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const require = createRequire(import.meta.url);

/** A set of real contracts installed from npm, served under its package name like an import path. */
export interface Corpus {
  name: string;
  /** Every compiled file, as import paths (`solmate/src/tokens/ERC20.sol`). */
  files: string[];
  read(path: string): string | undefined;
}

function walk(dir: string, skip: RegExp): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (skip.test(p)) continue;
    if (e.isDirectory()) out.push(...walk(p, skip));
    else if (p.endsWith('.sol')) out.push(p);
  }
  return out;
}

/** An npm package of Solidity sources; `sub` is the folder to compile, `skip` leaves out tests and mocks. */
export function npmCorpus(pkg: string, sub: string, skip: RegExp, deps: Corpus[] = []): Corpus {
  const root = dirname(require.resolve(`${pkg}/package.json`));
  const files = walk(join(root, sub), skip).map((f) => `${pkg}/${relative(root, f)}`).sort();
  return {
    name: pkg,
    files,
    read(path) {
      if (!path.startsWith(`${pkg}/`)) return deps.map((d) => d.read(path)).find((x) => x !== undefined);
      const f = join(root, path.slice(pkg.length + 1));
      // pinned pragmas (`pragma solidity 0.8.26;`) would need that exact solcjs build: relax them, same line
      return existsSync(f) ? readFileSync(f, 'utf8').replace(/pragma solidity 0\.8\.(\d+);/g, 'pragma solidity ^0.8.$1;') : undefined;
    },
  };
}

/** The corpora beyond OpenZeppelin: solmate (assembly-heavy tokens and utils) and Uniswap v4 core (custom types, transient storage). */
export const extraCorpora = (): Corpus[] => {
  const solmate = npmCorpus('solmate', 'src', /[/\\]test([/\\]|$)/);
  return [solmate, npmCorpus('@uniswap/v4-core', 'src', /[/\\]test([/\\]|$)/, [solmate])];
};
