import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const require = createRequire(import.meta.url);

/** Root of the installed @openzeppelin/contracts package. */
const ozRoot = dirname(require.resolve('@openzeppelin/contracts/package.json'));

/** Every .sol file of OpenZeppelin, as import paths (`@openzeppelin/contracts/…`). */
export function ozFiles(): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.sol')) out.push(`@openzeppelin/contracts/${relative(ozRoot, p)}`);
    }
  };
  walk(ozRoot);
  return out.sort();
}

/** Reads an `@openzeppelin/contracts/…` path from the installed package. */
export function readOz(path: string): string | undefined {
  const f = join(ozRoot, path.replace(/^@openzeppelin\/contracts\//, ''));
  return existsSync(f) ? readFileSync(f, 'utf8') : undefined;
}
