import type { FakeFixtures, FakeRepo } from './fixtures/types.js';
import { parseQuery, searchCodeIn, searchPullsIn, searchReposIn } from './search.js';
import { blobSha, contentEntry, issueJson, pullJson, repoJson, user, wrappedBase64 } from './shapes.js';
import { buildTarGz } from './tar.js';

/** What a route handler sees. */
export interface RouteCtx {
  params: string[];
  query: URLSearchParams;
  accept: string;
  authed: boolean;
  api: string;
  world: FakeFixtures;
}

/** A handler's answer: JSON body, a list to paginate, raw bytes or a redirect. */
export type Reply =
  | { body: unknown; status?: number }
  | { list: unknown[] }
  | { raw: Buffer; contentType: string }
  | { redirect: string };

/** An HTTP error with GitHub's `{ message, documentation_url }` body. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly headers: Record<string, string> = {}) {
    super(message);
  }
}

type Handler = (ctx: RouteCtx) => Reply;
const notFound = () => new HttpError(404, 'Not Found');

function findRepo(ctx: RouteCtx): FakeRepo {
  const [owner, name] = ctx.params;
  const repo = ctx.world.repos.find((r) => r.owner.toLowerCase() === owner!.toLowerCase() && r.name.toLowerCase() === name!.toLowerCase());
  if (!repo || (repo.private && !ctx.authed)) throw notFound();
  return repo;
}

const visible = (ctx: RouteCtx) => ctx.world.repos.filter((r) => !r.private || ctx.authed);
const checkRef = (repo: FakeRepo, ref: string | null) => {
  if (ref && ref !== 'HEAD' && ref !== repo.defaultBranch && !repo.releases.some((r) => r.tag === ref) && !repo.commits.some((c) => c.sha === ref) && !repo.pulls.some((p) => p.state === 'open' && p.head === ref)) {
    throw new HttpError(404, `No commit found for the ref ${ref}`);
  }
  return ref ?? repo.defaultBranch;
};

const searchBody = (items: unknown[], ctx: RouteCtx) => {
  const per = Math.min(100, Number(ctx.query.get('per_page') ?? 30));
  const page = Number(ctx.query.get('page') ?? 1);
  return { body: { total_count: items.length, incomplete_results: false, items: items.slice((page - 1) * per, page * per) } };
};

const routes: Array<[RegExp, Handler]> = [
  [/^\/rate_limit$/, () => ({ body: {} })], // filled in by the server (it owns the budgets)
  [/^\/repos\/([^/]+)\/([^/]+)$/, (ctx) => ({ body: repoJson(ctx.api, findRepo(ctx)) })],
  [
    /^\/repos\/([^/]+)\/([^/]+)\/contents\/?(.*)$/,
    (ctx) => {
      const repo = findRepo(ctx);
      const ref = checkRef(repo, ctx.query.get('ref'));
      const path = decodeURIComponent(ctx.params[2] ?? '').replace(/\/+$/, '');
      const body = repo.files[path];
      if (body === undefined) {
        const children = Object.keys(repo.files).filter((p) => path === '' || p.startsWith(`${path}/`));
        if (children.length === 0) throw notFound();
        const names = new Set(children.map((p) => p.slice(path ? path.length + 1 : 0).split('/')[0]!));
        return {
          body: [...names].sort().map((n) => {
            const full = path ? `${path}/${n}` : n;
            return repo.files[full] !== undefined ? contentEntry(ctx.api, repo, full, ref) : { type: 'dir', name: n, path: full, sha: blobSha(full), size: 0 };
          }),
        };
      }
      const large = body.length > 1024 * 1024; // the contents API inlines files up to 1 MB
      return { body: { ...contentEntry(ctx.api, repo, path, ref), encoding: large ? 'none' : 'base64', content: large ? '' : wrappedBase64(body) } };
    },
  ],
  [
    /^\/repos\/([^/]+)\/([^/]+)\/git\/blobs\/([0-9a-f]{40})$/,
    (ctx) => {
      const repo = findRepo(ctx);
      const body = Object.values(repo.files).find((f) => blobSha(f) === ctx.params[2]);
      if (body === undefined) throw notFound();
      return { body: { sha: ctx.params[2], node_id: 'B_' + ctx.params[2], size: body.length, url: `${ctx.api}/repos/${repo.owner}/${repo.name}/git/blobs/${ctx.params[2]}`, content: wrappedBase64(body), encoding: 'base64' } };
    },
  ],
  [
    /^\/repos\/([^/]+)\/([^/]+)\/git\/trees\/([^/]+)$/,
    (ctx) => {
      const repo = findRepo(ctx);
      const ref = checkRef(repo, decodeURIComponent(ctx.params[2]!));
      const recursive = ctx.query.has('recursive');
      const dirs = new Set<string>();
      for (const p of Object.keys(repo.files)) p.split('/').slice(0, -1).forEach((_, i, parts) => dirs.add(parts.slice(0, i + 1).join('/')));
      const tree = [
        ...[...dirs].map((path) => ({ path, mode: '040000', type: 'tree', sha: blobSha(path), url: `${ctx.api}/repos/${repo.owner}/${repo.name}/git/trees/${blobSha(path)}` })),
        ...Object.entries(repo.files).map(([path, f]) => ({ path, mode: '100644', type: 'blob', sha: blobSha(f), size: f.length, url: `${ctx.api}/repos/${repo.owner}/${repo.name}/git/blobs/${blobSha(f)}` })),
      ]
        .filter((e) => recursive || !e.path.includes('/'))
        .sort((a, b) => a.path.localeCompare(b.path));
      return { body: { sha: blobSha(ref), url: `${ctx.api}/repos/${repo.owner}/${repo.name}/git/trees/${ref}`, tree, truncated: false } };
    },
  ],
  [/^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/, (ctx) => ({ body: pullJson(ctx.api, findRepo(ctx), findPull(ctx)) })],
  [
    /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/files$/,
    (ctx) => ({
      list: findPull(ctx).files.map((f) => ({ sha: blobSha(f.filename), changes: f.additions + f.deletions, ...f })),
    }),
  ],
  [
    /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/comments$/,
    (ctx) => {
      const repo = findRepo(ctx);
      const pull = findPull(ctx);
      return {
        list: pull.reviewComments.map((c, i) => ({
          id: pull.number * 1000 + i,
          path: c.path,
          line: c.line,
          original_line: c.line,
          diff_hunk: c.diffHunk,
          body: c.body,
          user: user(ctx.api, c.author),
          created_at: c.createdAt,
          updated_at: c.createdAt,
          html_url: `https://github.com/${repo.owner}/${repo.name}/pull/${pull.number}#discussion_r${pull.number * 1000 + i}`,
        })),
      };
    },
  ],
  [
    /^\/repos\/([^/]+)\/([^/]+)\/releases$/,
    (ctx) => {
      const repo = findRepo(ctx);
      const full = `${repo.owner}/${repo.name}`;
      return {
        list: repo.releases.map((r, i) => ({
          id: i + 1, tag_name: r.tag, name: r.name, body: r.body, draft: false, prerelease: Boolean(r.prerelease),
          target_commitish: repo.defaultBranch, created_at: r.publishedAt, published_at: r.publishedAt, author: user(ctx.api, repo.owner),
          html_url: `https://github.com/${full}/releases/tag/${r.tag}`, tarball_url: `${ctx.api}/repos/${full}/tarball/${r.tag}`, zipball_url: `${ctx.api}/repos/${full}/zipball/${r.tag}`,
        })),
      };
    },
  ],
  [
    /^\/repos\/([^/]+)\/([^/]+)\/tags$/,
    (ctx) => {
      const repo = findRepo(ctx);
      return { list: repo.releases.map((r, i) => ({ name: r.tag, commit: { sha: repo.commits[i % repo.commits.length]!.sha, url: '' }, tarball_url: `${ctx.api}/repos/${repo.owner}/${repo.name}/tarball/${r.tag}` })) };
    },
  ],
  [
    /^\/repos\/([^/]+)\/([^/]+)\/commits$/,
    (ctx) => {
      const repo = findRepo(ctx);
      checkRef(repo, ctx.query.get('sha'));
      const path = ctx.query.get('path');
      return {
        list: repo.commits
          .filter((c) => !path || c.paths.some((p) => p === path || p.startsWith(`${path}/`)))
          .map((c) => ({
            sha: c.sha,
            commit: { author: { name: c.author, email: `${c.author}@users.noreply.github.com`, date: c.date }, committer: { name: c.author, date: c.date }, message: c.message, tree: { sha: blobSha(c.sha) } },
            url: `${ctx.api}/repos/${repo.owner}/${repo.name}/commits/${c.sha}`,
            html_url: `https://github.com/${repo.owner}/${repo.name}/commit/${c.sha}`,
            author: user(ctx.api, c.author),
            parents: [],
          })),
      };
    },
  ],
  [
    /^\/repos\/([^/]+)\/([^/]+)\/tarball\/?(.*)$/,
    (ctx) => {
      const repo = findRepo(ctx);
      const ref = checkRef(repo, ctx.params[2] || null);
      return { redirect: `${ctx.api}/_codeload/${repo.owner}/${repo.name}/legacy.tar.gz/${encodeURIComponent(ref)}` };
    },
  ],
  [
    /^\/_codeload\/([^/]+)\/([^/]+)\/legacy\.tar\.gz\/(.+)$/,
    (ctx) => {
      const repo = findRepo(ctx);
      return { raw: buildTarGz(`${repo.owner}-${repo.name}-${blobSha(ctx.params[2]!).slice(0, 7)}`, repo.files), contentType: 'application/x-gzip' };
    },
  ],
  [
    /^\/search\/code$/,
    (ctx) => {
      if (!ctx.authed) throw new HttpError(401, 'Requires authentication');
      const p = parseQuery(ctx.query.get('q') ?? '');
      if (p.terms.length === 0) throw new HttpError(422, 'Validation Failed');
      const textMatch = ctx.accept.includes('text-match');
      const items = searchCodeIn(visible(ctx), p).map(({ repo, path, text }) => ({
        ...contentEntry(ctx.api, repo, path, repo.defaultBranch),
        repository: repoJson(ctx.api, repo),
        score: 1,
        ...(textMatch ? { text_matches: textMatches(ctx.api, text, p.terms, `${repo.owner}/${repo.name}`, path) } : {}),
      }));
      return searchBody(items, ctx);
    },
  ],
  [
    /^\/search\/repositories$/,
    (ctx) => {
      const p = parseQuery(ctx.query.get('q') ?? '');
      const hits = searchReposIn(visible(ctx), p);
      if (ctx.query.get('sort') === 'stars') hits.sort((a, b) => (b.stars - a.stars) * (ctx.query.get('order') === 'asc' ? -1 : 1));
      return searchBody(hits.map((r) => repoJson(ctx.api, r)), ctx);
    },
  ],
  [
    /^\/search\/issues$/,
    (ctx) => {
      const q = ctx.query.get('q') ?? '';
      if (!q.trim()) throw new HttpError(422, 'Validation Failed');
      return searchBody(searchPullsIn(visible(ctx), parseQuery(q)).map(({ repo, pull }) => issueJson(ctx.api, repo, pull)), ctx);
    },
  ],
];

function findPull(ctx: RouteCtx) {
  const pull = findRepo(ctx).pulls.find((p) => p.number === Number(ctx.params[2]));
  if (!pull) throw notFound();
  return pull;
}

/** text_matches: the line of the first term hit and one line around it, with match indices. */
function textMatches(api: string, text: string, terms: string[], full: string, path: string) {
  const lines = text.split('\n');
  const lower = text.toLowerCase();
  return terms.slice(0, 2).flatMap((term) => {
    const at = lower.indexOf(term);
    if (at < 0) return [];
    const line = lower.slice(0, at).split('\n').length - 1;
    const fragment = lines.slice(Math.max(0, line - 1), line + 2).join('\n');
    const idx = fragment.toLowerCase().indexOf(term);
    return [{ object_url: `${api}/repos/${full}/contents/${path}`, object_type: 'FileContent', property: 'content', fragment, matches: [{ text: fragment.slice(idx, idx + term.length), indices: [idx, idx + term.length] }] }];
  });
}

/** Finds the handler of a path. */
export function matchRoute(path: string): { handler: Handler; params: string[] } | undefined {
  for (const [re, handler] of routes) {
    const m = re.exec(path);
    if (m) return { handler, params: m.slice(1) };
  }
  return undefined;
}
