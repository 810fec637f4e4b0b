import { createHash } from 'node:crypto';
import type { FakePull, FakeRepo } from './fixtures/types.js';

// Builders of GitHub REST response bodies in their documented shapes (subset of fields).

/** Git blob SHA of a file, as git computes it. */
export function blobSha(body: string | Uint8Array): string {
  const buf = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
  return createHash('sha1').update(`blob ${buf.length}\0`).update(buf).digest('hex');
}

export const user = (api: string, login: string) => ({
  login,
  id: [...login].reduce((a, c) => a * 31 + c.charCodeAt(0), 7) % 1e7,
  type: 'User',
  url: `${api}/users/${login}`,
  html_url: `https://github.com/${login}`,
  avatar_url: `https://avatars.githubusercontent.com/u/1?v=4`,
  site_admin: false,
});

export function repoJson(api: string, r: FakeRepo) {
  const full = `${r.owner}/${r.name}`;
  return {
    id: full.length * 1000 + r.stars,
    node_id: Buffer.from(full).toString('base64'),
    name: r.name,
    full_name: full,
    private: Boolean(r.private),
    owner: { ...user(api, r.owner), type: 'Organization' },
    html_url: `https://github.com/${full}`,
    description: r.description,
    fork: false,
    url: `${api}/repos/${full}`,
    created_at: r.createdAt,
    updated_at: r.pushedAt,
    pushed_at: r.pushedAt,
    homepage: null,
    size: Object.values(r.files).reduce((n, f) => n + f.length, 0) >> 10,
    stargazers_count: r.stars,
    watchers_count: r.stars,
    language: r.language,
    forks_count: r.forks,
    archived: Boolean(r.archived),
    disabled: false,
    open_issues_count: r.pulls.filter((p) => p.state === 'open').length,
    license: { key: 'mit', name: 'MIT License', spdx_id: 'MIT' },
    topics: r.topics,
    visibility: r.private ? 'private' : 'public',
    default_branch: r.defaultBranch,
    score: 1,
  };
}

export function contentEntry(api: string, r: FakeRepo, path: string, ref: string) {
  const body = r.files[path]!;
  const full = `${r.owner}/${r.name}`;
  const sha = blobSha(body);
  return {
    type: 'file',
    name: path.split('/').pop()!,
    path,
    sha,
    size: body.length,
    url: `${api}/repos/${full}/contents/${path}?ref=${ref}`,
    html_url: `https://github.com/${full}/blob/${ref}/${path}`,
    git_url: `${api}/repos/${full}/git/blobs/${sha}`,
    download_url: `https://raw.githubusercontent.com/${full}/${ref}/${path}`,
  };
}

/** Base64 the way GitHub sends it: wrapped at 60 characters. */
export const wrappedBase64 = (body: string | Uint8Array) =>
  (typeof body === 'string' ? Buffer.from(body) : Buffer.from(body)).toString('base64').replace(/(.{60})/g, '$1\n');

export function pullJson(api: string, r: FakeRepo, p: FakePull) {
  const full = `${r.owner}/${r.name}`;
  const closedAt = p.state === 'closed' ? p.updatedAt : null;
  return {
    url: `${api}/repos/${full}/pulls/${p.number}`,
    id: p.number * 101,
    number: p.number,
    state: p.state,
    locked: false,
    title: p.title,
    user: user(api, p.author),
    body: p.body,
    labels: (p.labels ?? []).map((name, i) => ({ id: i + 1, name, color: 'ededed', default: false })),
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    closed_at: closedAt,
    merged_at: p.merged ? p.updatedAt : null,
    draft: Boolean(p.draft),
    head: { label: `${r.owner}:${p.head}`, ref: p.head, sha: blobSha(p.head) },
    base: { label: `${r.owner}:${p.base}`, ref: p.base, sha: blobSha(p.base) },
    html_url: `https://github.com/${full}/pull/${p.number}`,
    merged: p.merged,
    comments: 0,
    review_comments: p.reviewComments.length,
    commits: Math.max(1, p.files.length),
    additions: p.files.reduce((n, f) => n + f.additions, 0),
    deletions: p.files.reduce((n, f) => n + f.deletions, 0),
    changed_files: p.files.length,
  };
}

/** A PR as the issue search returns it. */
export function issueJson(api: string, r: FakeRepo, p: FakePull) {
  const pr = pullJson(api, r, p);
  const full = `${r.owner}/${r.name}`;
  return {
    url: `${api}/repos/${full}/issues/${p.number}`,
    repository_url: `${api}/repos/${full}`,
    html_url: pr.html_url,
    id: pr.id,
    number: p.number,
    title: p.title,
    user: pr.user,
    labels: pr.labels,
    state: p.state,
    locked: false,
    comments: p.reviewComments.length,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    closed_at: pr.closed_at,
    draft: pr.draft,
    body: p.body,
    pull_request: {
      url: pr.url,
      html_url: pr.html_url,
      diff_url: `${pr.html_url}.diff`,
      patch_url: `${pr.html_url}.patch`,
      merged_at: pr.merged_at,
    },
    score: 1,
  };
}
