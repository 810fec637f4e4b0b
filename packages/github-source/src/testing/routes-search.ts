import { HttpError, searchBody, visible, type Handler } from './route-kit.js';
import { parseQuery, searchCodeIn, searchPullsIn, searchReposIn } from './search.js';
import { contentEntry, issueJson, repoJson } from './shapes.js';

/** Code, repository and issue (pull request) search routes. */
export const searchRoutes: Array<[RegExp, Handler]> = [
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
      if (ctx.query.get('sort') === 'stars')
        hits.sort((a, b) => (b.stars - a.stars) * (ctx.query.get('order') === 'asc' ? -1 : 1));
      return searchBody(
        hits.map((r) => repoJson(ctx.api, r)),
        ctx,
      );
    },
  ],
  [
    /^\/search\/issues$/,
    (ctx) => {
      const q = ctx.query.get('q') ?? '';
      if (!q.trim()) throw new HttpError(422, 'Validation Failed');
      return searchBody(
        searchPullsIn(visible(ctx), parseQuery(q)).map(({ repo, pull }) => issueJson(ctx.api, repo, pull)),
        ctx,
      );
    },
  ],
];

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
    return [
      {
        object_url: `${api}/repos/${full}/contents/${path}`,
        object_type: 'FileContent',
        property: 'content',
        fragment,
        matches: [{ text: fragment.slice(idx, idx + term.length), indices: [idx, idx + term.length] }],
      },
    ];
  });
}
