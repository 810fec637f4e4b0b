import { checkRef, findPull, findRepo, type Handler } from './route-kit.js';
import { blobSha, pullJson, user } from './shapes.js';

/** Pull request, release, tag and commit routes (lists are paginated by the server). */
export const historyRoutes: Array<[RegExp, Handler]> = [
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
          id: i + 1,
          tag_name: r.tag,
          name: r.name,
          body: r.body,
          draft: false,
          prerelease: Boolean(r.prerelease),
          target_commitish: repo.defaultBranch,
          created_at: r.publishedAt,
          published_at: r.publishedAt,
          author: user(ctx.api, repo.owner),
          html_url: `https://github.com/${full}/releases/tag/${r.tag}`,
          tarball_url: `${ctx.api}/repos/${full}/tarball/${r.tag}`,
          zipball_url: `${ctx.api}/repos/${full}/zipball/${r.tag}`,
        })),
      };
    },
  ],
  [
    /^\/repos\/([^/]+)\/([^/]+)\/tags$/,
    (ctx) => {
      const repo = findRepo(ctx);
      return {
        list: repo.releases.map((r, i) => ({
          name: r.tag,
          commit: { sha: repo.commits[i % repo.commits.length]!.sha, url: '' },
          tarball_url: `${ctx.api}/repos/${repo.owner}/${repo.name}/tarball/${r.tag}`,
        })),
      };
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
            commit: {
              author: { name: c.author, email: `${c.author}@users.noreply.github.com`, date: c.date },
              committer: { name: c.author, date: c.date },
              message: c.message,
              tree: { sha: blobSha(c.sha) },
            },
            url: `${ctx.api}/repos/${repo.owner}/${repo.name}/commits/${c.sha}`,
            html_url: `https://github.com/${repo.owner}/${repo.name}/commit/${c.sha}`,
            author: user(ctx.api, c.author),
            parents: [],
          })),
      };
    },
  ],
];
