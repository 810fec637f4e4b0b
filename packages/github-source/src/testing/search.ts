import type { FakePull, FakeRepo } from './fixtures/types.js';

/** A parsed search query: free-text terms plus `key:value` qualifiers (repeatable). */
export interface ParsedQuery {
  terms: string[];
  qualifiers: Array<[string, string]>;
}

/** Splits `auth "token store" repo:o/r extension:ts` into terms and qualifiers. */
export function parseQuery(q: string): ParsedQuery {
  const out: ParsedQuery = { terms: [], qualifiers: [] };
  for (const m of q.matchAll(/(\w+):("[^"]*"|\S+)|"([^"]*)"|(\S+)/g)) {
    if (m[1]) out.qualifiers.push([m[1].toLowerCase(), m[2]!.replace(/^"|"$/g, '')]);
    else out.terms.push((m[3] ?? m[4]!).toLowerCase());
  }
  return out;
}

const all = (p: ParsedQuery, key: string) => p.qualifiers.filter(([k]) => k === key).map(([, v]) => v);
const one = (p: ParsedQuery, key: string) => all(p, key)[0];

/** `>100`, `>=5`, `<10`, `10..50`, `42` against a number. */
function matchesRange(value: number, spec: string | undefined): boolean {
  if (!spec) return true;
  const range = /^(\d+)\.\.(\d+)$/.exec(spec);
  if (range) return value >= Number(range[1]) && value <= Number(range[2]);
  const m = /^(>=|<=|>|<)?(\d+)$/.exec(spec);
  if (!m) return true;
  const n = Number(m[2]);
  return m[1] === '>'
    ? value > n
    : m[1] === '>='
      ? value >= n
      : m[1] === '<'
        ? value < n
        : m[1] === '<='
          ? value <= n
          : value === n;
}

const inScope = (p: ParsedQuery, owner: string, name: string) => {
  const repos = all(p, 'repo');
  const users = [...all(p, 'user'), ...all(p, 'org')];
  return (
    (repos.length === 0 || repos.some((r) => r.toLowerCase() === `${owner}/${name}`.toLowerCase())) &&
    (users.length === 0 || users.some((u) => u.toLowerCase() === owner.toLowerCase()))
  );
};

const LANG_EXT: Record<string, string[]> = {
  typescript: ['ts', 'tsx'],
  python: ['py'],
  javascript: ['js', 'mjs', 'cjs'],
  markdown: ['md'],
};

/** Files of the visible repos matching a code search query. */
export function searchCodeIn(repos: FakeRepo[], p: ParsedQuery): Array<{ repo: FakeRepo; path: string; text: string }> {
  const hits: Array<{ repo: FakeRepo; path: string; text: string }> = [];
  const inPath = one(p, 'in') === 'path';
  for (const repo of repos) {
    if (!inScope(p, repo.owner, repo.name)) continue;
    for (const [path, body] of Object.entries(repo.files)) {
      if (typeof body !== 'string' || body.length > 384 * 1024) continue; // GitHub indexes files under 384 KB
      const ext = path.split('.').pop()!;
      const name = path.split('/').pop()!;
      if (one(p, 'extension') && ext !== one(p, 'extension')) continue;
      if (one(p, 'filename') && name !== one(p, 'filename')) continue;
      if (one(p, 'path') && !path.startsWith(one(p, 'path')!.replace(/^\/+/, ''))) continue;
      const lang = one(p, 'language')?.toLowerCase();
      if (lang && !(LANG_EXT[lang] ?? [lang]).includes(ext)) continue;
      const hay = (inPath ? path : body).toLowerCase();
      if (p.terms.every((t) => hay.includes(t))) hits.push({ repo, path, text: body });
    }
  }
  return hits;
}

/** Repositories matching a repository search query. */
export function searchReposIn(repos: FakeRepo[], p: ParsedQuery): FakeRepo[] {
  return repos.filter((r) => {
    const hay = `${r.name} ${r.description} ${r.topics.join(' ')}`.toLowerCase();
    return (
      p.terms.every((t) => hay.includes(t)) &&
      inScope(p, r.owner, r.name) &&
      all(p, 'topic').every((t) => r.topics.includes(t.toLowerCase())) &&
      (!one(p, 'language') || r.language.toLowerCase() === one(p, 'language')!.toLowerCase()) &&
      matchesRange(r.stars, one(p, 'stars')) &&
      (one(p, 'archived') === undefined || String(Boolean(r.archived)) === one(p, 'archived'))
    );
  });
}

/** Pull requests matching an issue search query (`is:pr` required; issues are not modelled). */
export function searchPullsIn(repos: FakeRepo[], p: ParsedQuery): Array<{ repo: FakeRepo; pull: FakePull }> {
  const is = all(p, 'is');
  if (!is.includes('pr')) return [];
  return repos.flatMap((repo) =>
    inScope(p, repo.owner, repo.name)
      ? repo.pulls
          .filter((pr) => {
            const hay = `${pr.title} ${pr.body}`.toLowerCase();
            return (
              p.terms.every((t) => hay.includes(t)) &&
              (!one(p, 'state') || pr.state === one(p, 'state')) &&
              (!is.includes('merged') || pr.merged) &&
              (!is.includes('unmerged') || !pr.merged) &&
              (!one(p, 'author') || pr.author === one(p, 'author')) &&
              (!one(p, 'draft') || String(Boolean(pr.draft)) === one(p, 'draft')) &&
              all(p, 'label').every((l) => (pr.labels ?? []).includes(l)) &&
              (!one(p, 'head') || pr.head === one(p, 'head')) &&
              (!one(p, 'base') || pr.base === one(p, 'base'))
            );
          })
          .map((pull) => ({ repo, pull }))
      : [],
  );
}
