import { checkRef, findRepo, notFound, type Handler } from './route-kit.js';
import { blobSha, contentEntry, repoJson, wrappedBase64 } from './shapes.js';
import { buildTarGz } from './tar.js';

/** Repository, contents, blobs, trees and tarball routes. */
export const repoRoutes: Array<[RegExp, Handler]> = [
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
            return repo.files[full] !== undefined
              ? contentEntry(ctx.api, repo, full, ref)
              : { type: 'dir', name: n, path: full, sha: blobSha(full), size: 0 };
          }),
        };
      }
      const large = body.length > 1024 * 1024; // the contents API inlines files up to 1 MB
      return {
        body: {
          ...contentEntry(ctx.api, repo, path, ref),
          encoding: large ? 'none' : 'base64',
          content: large ? '' : wrappedBase64(body),
        },
      };
    },
  ],
  [
    /^\/repos\/([^/]+)\/([^/]+)\/git\/blobs\/([0-9a-f]{40})$/,
    (ctx) => {
      const repo = findRepo(ctx);
      const body = Object.values(repo.files).find((f) => blobSha(f) === ctx.params[2]);
      if (body === undefined) throw notFound();
      return {
        body: {
          sha: ctx.params[2],
          node_id: 'B_' + ctx.params[2],
          size: body.length,
          url: `${ctx.api}/repos/${repo.owner}/${repo.name}/git/blobs/${ctx.params[2]}`,
          content: wrappedBase64(body),
          encoding: 'base64',
        },
      };
    },
  ],
  [
    /^\/repos\/([^/]+)\/([^/]+)\/git\/trees\/([^/]+)$/,
    (ctx) => {
      const repo = findRepo(ctx);
      const ref = checkRef(repo, decodeURIComponent(ctx.params[2]!));
      const recursive = ctx.query.has('recursive');
      const dirs = new Set<string>();
      for (const p of Object.keys(repo.files))
        p.split('/')
          .slice(0, -1)
          .forEach((_, i, parts) => dirs.add(parts.slice(0, i + 1).join('/')));
      const tree = [
        ...[...dirs].map((path) => ({
          path,
          mode: '040000',
          type: 'tree',
          sha: blobSha(path),
          url: `${ctx.api}/repos/${repo.owner}/${repo.name}/git/trees/${blobSha(path)}`,
        })),
        ...Object.entries(repo.files).map(([path, f]) => ({
          path,
          mode: '100644',
          type: 'blob',
          sha: blobSha(f),
          size: f.length,
          url: `${ctx.api}/repos/${repo.owner}/${repo.name}/git/blobs/${blobSha(f)}`,
        })),
      ]
        .filter((e) => recursive || !e.path.includes('/'))
        .sort((a, b) => a.path.localeCompare(b.path));
      return {
        body: {
          sha: blobSha(ref),
          url: `${ctx.api}/repos/${repo.owner}/${repo.name}/git/trees/${ref}`,
          tree,
          truncated: false,
        },
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
      return {
        raw: buildTarGz(`${repo.owner}-${repo.name}-${blobSha(ctx.params[2]!).slice(0, 7)}`, repo.files),
        contentType: 'application/x-gzip',
      };
    },
  ],
];
