import { posix } from 'node:path';

/** A remapping `prefix=target` as solc and Foundry read them (`@oz/=lib/openzeppelin-contracts/`). */
export interface Remapping {
  prefix: string;
  target: string;
}

/** Parses `a=b` remapping lines (Foundry's remappings.txt form); blank lines and comments are skipped. */
export function parseRemappings(lines: readonly string[]): Remapping[] {
  return lines
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#') && l.includes('='))
    .map((l) => {
      const body = l.includes(':') && l.indexOf(':') < l.indexOf('=') ? l.slice(l.indexOf(':') + 1) : l;
      const [prefix, target] = body.split('=') as [string, string];
      return { prefix, target };
    });
}

/**
 * Candidate paths for an import specifier, best first: relative to the importer, then remapped
 * (longest prefix wins), then the bare path and `node_modules/<spec>` in the importer's ancestors.
 */
export function importCandidates(importer: string, spec: string, remappings: readonly Remapping[] = []): string[] {
  if (spec.startsWith('./') || spec.startsWith('../')) return withScriptExtensions(posix.normalize(posix.join(posix.dirname(importer), spec)));
  const out: string[] = [];
  const remap = [...remappings].sort((a, b) => b.prefix.length - a.prefix.length).find((r) => spec.startsWith(r.prefix));
  if (remap) out.push(posix.normalize(remap.target + spec.slice(remap.prefix.length)));
  out.push(spec);
  for (let dir = posix.dirname(importer); ; dir = posix.dirname(dir)) {
    out.push(posix.join(dir, 'node_modules', spec));
    if (dir === '.' || dir === '/' || dir === posix.dirname(dir)) break;
  }
  return out;
}

const SCRIPT_EXTENSIONS = ['ts', 'tsx', 'mts', 'js', 'jsx', 'mjs'];

/** TS/JS module resolution: `./x.js` may be `./x.ts` in sources, `./x` may be `./x.ts` or `./x/index.ts`. */
function withScriptExtensions(path: string): string[] {
  if (/\.[cm]?jsx?$/.test(path)) {
    const bare = path.replace(/\.[cm]?jsx?$/, '');
    return [path, ...SCRIPT_EXTENSIONS.map((e) => `${bare}.${e}`)];
  }
  if (/\.[A-Za-z0-9]+$/.test(posix.basename(path))) return [path];
  return [path, ...SCRIPT_EXTENSIONS.map((e) => `${path}.${e}`), ...SCRIPT_EXTENSIONS.map((e) => `${path}/index.${e}`)];
}
