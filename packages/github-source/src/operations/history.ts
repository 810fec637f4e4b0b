import { newMeta, type GitHubClient } from '../client.js';
import type { WithMeta } from '../types.js';
import { paginate } from './pull-request.js';
import { resolveRef } from './repo-structure.js';

type Raw = Record<string, unknown>;

/** Paging for list operations. */
export interface ListArgs {
  owner: string;
  repo: string;
  /** Max items. @default 30 */
  limit?: number;
  signal?: AbortSignal;
}

export interface Release {
  tag: string;
  name: string | null;
  draft: boolean;
  prerelease: boolean;
  publishedAt: string | null;
  body: string | null;
  url: string;
  tarballUrl: string | null;
}

/** Releases, newest first. */
export async function listReleases(client: GitHubClient, a: ListArgs): Promise<WithMeta<{ releases: Release[] }>> {
  const meta = newMeta(a.signal);
  const raw = await paginate(
    client,
    'GET /repos/{owner}/{repo}/releases',
    { owner: a.owner, repo: a.repo },
    a.limit ?? 30,
    meta,
  );
  const releases = raw.map((r) => ({
    tag: r.tag_name as string,
    name: (r.name as string | null) ?? null,
    draft: Boolean(r.draft),
    prerelease: Boolean(r.prerelease),
    publishedAt: (r.published_at as string | null) ?? null,
    body: (r.body as string | null) ?? null,
    url: r.html_url as string,
    tarballUrl: (r.tarball_url as string | null) ?? null,
  }));
  return { releases, meta };
}

/** Tags with the commit each points at. */
export async function listTags(
  client: GitHubClient,
  a: ListArgs,
): Promise<WithMeta<{ tags: Array<{ name: string; sha: string }> }>> {
  const meta = newMeta(a.signal);
  const raw = await paginate(
    client,
    'GET /repos/{owner}/{repo}/tags',
    { owner: a.owner, repo: a.repo },
    a.limit ?? 30,
    meta,
  );
  return { tags: raw.map((t) => ({ name: t.name as string, sha: (t.commit as Raw).sha as string })), meta };
}

export interface CommitSummary {
  sha: string;
  message: string;
  author: string;
  date: string;
  url: string;
}

/** Commits of a branch (or touching `path`), newest first. */
export async function listCommits(
  client: GitHubClient,
  a: ListArgs & { ref?: string; path?: string; since?: string; until?: string },
): Promise<WithMeta<{ commits: CommitSummary[] }>> {
  const meta = newMeta(a.signal);
  const params = { owner: a.owner, repo: a.repo, sha: a.ref, path: a.path, since: a.since, until: a.until };
  const raw = await paginate(client, 'GET /repos/{owner}/{repo}/commits', params, a.limit ?? 30, meta);
  const commits = raw.map((c) => {
    const commit = c.commit as Raw;
    const author = commit.author as Raw | null;
    return {
      sha: c.sha as string,
      message: commit.message as string,
      author: ((c.author as Raw | null)?.login as string) ?? (author?.name as string) ?? 'unknown',
      date: (author?.date as string) ?? '',
      url: c.html_url as string,
    };
  });
  return { commits, meta };
}

/** The gzipped tarball of a ref (GitHub redirects to codeload; fetch follows). Not cached. */
export async function getTarball(
  client: GitHubClient,
  a: { owner: string; repo: string; ref?: string; signal?: AbortSignal },
): Promise<WithMeta<{ ref: string; bytes: Buffer }>> {
  const meta = newMeta(a.signal);
  const ref = await resolveRef(client, a, meta);
  const { data } = await client.request<ArrayBuffer>(
    'GET /repos/{owner}/{repo}/tarball/{ref}',
    { owner: a.owner, repo: a.repo, ref },
    meta,
  );
  return { ref, bytes: Buffer.from(data), meta };
}
