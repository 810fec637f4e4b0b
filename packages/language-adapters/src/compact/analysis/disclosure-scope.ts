import type { CompactToken } from '../tokenizer.js';
import type { CompactCircuit, CompactConstructor, CompactParseResult } from '../types.js';
import type { CompactUnit } from './imports.js';

type Body = CompactCircuit | CompactConstructor;
type Links = CompactUnit['links'];

/** A circuit the disclosure analysis can read: its body's tokens and the names its file sees. */
export interface Target {
  decl: Body;
  entry: boolean;
  scope: Scope;
}

/** The circuits one file sees: its own, its local modules' (`import M prefix P_;`) and those of the files it imports. */
export interface Scope {
  tokens: readonly CompactToken[];
  resolve(name: string): Target | undefined;
  /** A circuit this file declares itself. */
  own(name: string): Target | undefined;
  /** Prefixes of imported files that were not read: circuits under them are unknown. */
  external: string[];
}

/** Every unit reachable through `links`, each once. */
export function linkedUnits(links: Links): CompactUnit[] {
  const seen = new Set<CompactUnit>();
  const walk = (ls: Links) => {
    for (const { unit } of ls) {
      if (seen.has(unit)) continue;
      seen.add(unit);
      walk(unit.links);
    }
  };
  walk(links);
  return [...seen];
}

/**
 * The scope of one file. `bodies` are the main file's circuits with their entry flags; an imported file's circuits are
 * never entry points (the importing contract exports its own). A file imported with `prefix P_` is seen as `P_name`.
 */
export function buildScope(
  parse: CompactParseResult,
  links: Links,
  bodies: readonly { decl: Body; entry: boolean }[] | undefined,
  scopeOf: (u: { parse: CompactParseResult; links: Links }) => Scope,
): Scope {
  const own = new Map<string, Target>();
  // Filled on first use: the files imported may import this one back.
  let linked: Map<string, Target> | undefined;
  const scope: Scope = {
    tokens: parse.tokens,
    own: (name) => own.get(name),
    resolve: (name) =>
      own.get(aliases.get(name) ?? name) ??
      prefixes.filter((p) => name.startsWith(p)).map((p) => own.get(name.slice(p.length)))[0] ??
      (linked ??= linkedTargets(links, scopeOf)).get(name),
    external: [],
  };
  const list =
    bodies ?? parse.declarations.flatMap((d) => (d.kind === 'circuit' ? [{ decl: d as Body, entry: false }] : []));
  for (const b of list) if (b.decl.kind === 'circuit' && !own.has(b.decl.name)) own.set(b.decl.name, { ...b, scope });
  const modules = new Set(parse.declarations.filter((d) => d.kind === 'module').map((d) => d.name));
  const prefixes = parse.declarations.flatMap((d) =>
    d.kind === 'import' && d.prefix && modules.has(d.name) ? [d.prefix] : [],
  );
  // `import { f as g } from M;` of a module in this file: `g` calls M's `f`.
  const aliases = new Map(
    parse.declarations.flatMap((d) =>
      d.kind === 'import' && modules.has(d.name)
        ? (d.selection ?? []).flatMap(({ name, alias }) => (alias ? [[alias, name] as const] : []))
        : [],
    ),
  );
  const read = new Set(links.map((l) => l.prefix));
  scope.external = parse.declarations.flatMap((d) =>
    d.kind === 'import' && d.isPath && d.prefix && !read.has(d.prefix) ? [d.prefix] : [],
  );
  return scope;
}

/** The circuits of the imported files, by the names the importing file calls them. */
function linkedTargets(links: Links, scopeOf: (u: { parse: CompactParseResult; links: Links }) => Scope) {
  const linked = new Map<string, Target>();
  for (const link of links) {
    const target = scopeOf(link.unit);
    const circuits = link.unit.parse.declarations.filter((d): d is CompactCircuit => d.kind === 'circuit');
    const chosen = link.selection
      ? link.selection.flatMap(({ name, alias }) =>
          circuits.filter((c) => c.name === name).map((c) => [alias ?? name, c] as const),
        )
      : circuits.map((c) => [c.name, c] as const);
    for (const [name, decl] of chosen) {
      const key = link.prefix + name;
      const resolved = target.own(decl.name);
      if (!linked.has(key) && resolved) linked.set(key, resolved);
    }
  }
  return linked;
}
