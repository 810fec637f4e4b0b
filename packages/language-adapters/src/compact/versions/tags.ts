import { semver } from './semver.js';

/** A release tag read as a product and a semantic version. */
export interface NormalizedTag {
  tag: string;
  /** `compactc` (compiler), `compact` (CLI tool), `node`, or '' for plain `v1.2.3` tags. */
  product: string;
  version: string;
  prerelease: boolean;
}

// Longest prefix first: `compactc-v` must win over `compact-v`.
const PREFIXES: [RegExp, string][] = [
  [/^compactc[-_]?v?/i, 'compactc'],
  [/^compact[-_]v?/i, 'compact'],
  [/^node[-_]v?/i, 'node'],
  [/^v(?=\d)/i, ''],
];

/** Reads `compactc-v0.26.0`, `compact-v0.3.0`, `v1.2`, `node-0.12.0-rc.1` or a bare `0.26.0`; undefined if no version. */
export function normalizeTag(tag: string): NormalizedTag | undefined {
  const trimmed = tag.trim();
  let product = '';
  let rest = trimmed;
  for (const [re, name] of PREFIXES) {
    if (re.test(trimmed)) {
      product = name;
      rest = trimmed.replace(re, '');
      break;
    }
  }
  // Two-part versions (`0.26`) are common in pragmas and headings.
  const padded = /^\d+\.\d+($|[-+])/.test(rest) ? rest.replace(/^(\d+\.\d+)/, '$1.0') : rest;
  const parsed = semver().parse(padded, { loose: true });
  if (!parsed) return undefined;
  return { tag: trimmed, product, version: parsed.version, prerelease: parsed.prerelease.length > 0 };
}

/** Sorts newest first by semver; tags that do not parse are dropped. */
export function sortTags(tags: readonly string[], product?: string): NormalizedTag[] {
  return tags
    .map(normalizeTag)
    .filter((t): t is NormalizedTag => Boolean(t) && (product === undefined || t?.product === product))
    .sort((a, b) => semver().rcompare(a.version, b.version));
}

/** The newest tag (stable unless `includePrerelease`), optionally for one product. */
export function latestTag(tags: readonly string[], opts: { product?: string; includePrerelease?: boolean } = {}) {
  return sortTags(tags, opts.product).find((t) => opts.includePrerelease || !t.prerelease);
}

/** Finds the tag for a user-given version or tag, trying each known prefix. */
export function resolveTag(tags: readonly string[], wanted: string, product?: string): NormalizedTag | undefined {
  const exact = tags.find((t) => t === wanted.trim());
  if (exact) return normalizeTag(exact);
  const want = normalizeTag(wanted);
  if (!want) return undefined;
  const sameVersion = sortTags(tags).filter((t) => t.version === want.version);
  return (
    sameVersion.find((t) => t.product === (want.product || product)) ??
    sameVersion.find((t) => product === undefined || t.product === product) ??
    sameVersion[0]
  );
}

/** semver comparison of two version strings (normalised first); NaN-safe: unparsable sorts lowest. */
export function compareVersions(a: string, b: string): number {
  const va = normalizeTag(a)?.version;
  const vb = normalizeTag(b)?.version;
  if (!va || !vb) return va ? 1 : vb ? -1 : 0;
  return semver().compare(va, vb);
}
