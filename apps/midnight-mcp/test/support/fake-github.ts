import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTarGz } from '@sextant/github-source/testing';

const root = fileURLToPath(new URL('../fixtures/github/', import.meta.url));

/** A loopback GitHub REST server over the fixture repos: releases, tags, contents, commits, rate_limit. */
export interface FakeGithub {
  url: string;
  /** Requests served, as `METHOD path?query`. */
  requests: string[];
  close(): Promise<void>;
}

interface RepoMeta {
  releases: { tag_name: string; name: string; published_at: string; prerelease: boolean; body: string }[];
  extraTags: string[];
}

// Fixture layout: fixtures/github/<owner>-<repo>/<tag>/<files> plus repo.json.
function repoDir(owner: string, repo: string) {
  const dir = join(root, `${owner}-${repo}`);
  return existsSync(join(dir, 'repo.json')) ? dir : undefined;
}

export async function startFakeGithub(opts: { rateLimited?: boolean } = {}): Promise<FakeGithub> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'x-ratelimit-limit': '60',
        'x-ratelimit-remaining': opts.rateLimited ? '0' : '57',
        'x-ratelimit-reset': '1893456000',
        ...headers,
      });
      res.end(JSON.stringify(body));
    };
    if (opts.rateLimited && url.pathname !== '/rate_limit') return send(403, { message: 'API rate limit exceeded' });
    if (url.pathname === '/rate_limit') return send(200, { resources: { core: { limit: 60, remaining: 57 } } });
    const m = url.pathname.match(
      /^\/repos\/([\w.-]+)\/([\w.-]+)(?:\/(releases|tags|contents|commits|git\/trees|tarball))?(?:\/(.*))?$/,
    );
    const dir = m ? repoDir(m[1] as string, m[2] as string) : undefined;
    if (!m || !dir) return send(404, { message: 'Not Found' });
    const meta = JSON.parse(readFileSync(join(dir, 'repo.json'), 'utf8')) as RepoMeta;
    const refs = readdirSync(dir).filter((d) => statSync(join(dir, d)).isDirectory());
    const base = `https://github.com/${m[1]}/${m[2]}`;
    const latest = meta.releases.find((r) => !r.prerelease)?.tag_name ?? '';
    switch (m[3]) {
      case undefined:
        return send(200, { full_name: `${m[1]}/${m[2]}`, default_branch: latest });
      case 'git/trees': {
        const ref = decodeURIComponent(m[4] ?? '');
        if (!refs.includes(ref)) return send(404, { message: 'Not Found' });
        return send(200, { tree: walk(join(dir, ref)).map((path) => ({ path, type: 'blob' })), truncated: false });
      }
      case 'releases':
        return send(
          200,
          meta.releases.map((r) => ({ ...r, html_url: `${base}/releases/tag/${r.tag_name}` })),
        );
      case 'tags':
        return send(
          200,
          [...refs, ...meta.extraTags].map((name) => ({ name, commit: { sha: name } })),
        );
      case 'commits': {
        // One commit per ref: its sha names the ref, so a re-index of the same ref is a no-op.
        const ref = url.searchParams.get('sha') ?? latest;
        return send(200, [
          {
            sha: `sha-${ref}`,
            html_url: `${base}/commit/sha-${ref}`,
            commit: { message: ref, author: { name: 'fixture', date: '2026-05-01T10:00:00Z' } },
          },
        ]);
      }
      case 'tarball': {
        const ref = decodeURIComponent(m[4] ?? '') === 'HEAD' ? latest : decodeURIComponent(m[4] ?? '');
        if (!refs.includes(ref)) return send(404, { message: 'Not Found' });
        const files = Object.fromEntries(walk(join(dir, ref)).map((p) => [p, readFileSync(join(dir, ref, p))]));
        res.writeHead(200, { 'content-type': 'application/x-gzip' });
        return res.end(buildTarGz(`${m[1]}-${m[2]}-${ref}`, files));
      }
      default: {
        const ref = url.searchParams.get('ref') ?? latest;
        const path = decodeURIComponent(m[4] ?? '');
        const file = join(dir, ref, path);
        if (!refs.includes(ref) || path.includes('..') || !existsSync(file)) return send(404, { message: 'Not Found' });
        if (statSync(file).isDirectory())
          return send(
            200,
            readdirSync(file).map((name) => ({ name, type: 'file' })),
          );
        const bytes = readFileSync(file);
        return send(200, {
          type: 'file',
          name: path.split('/').pop(),
          path,
          sha: `${ref}:${path}`,
          size: bytes.length,
          encoding: 'base64',
          content: bytes.toString('base64'),
          html_url: `${base}/blob/${ref}/${path}`,
        });
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // keep-alive sockets of the client would hold the port open
      }),
  };
}

// Relative paths of all files under dir.
function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? walk(join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`],
  );
}
