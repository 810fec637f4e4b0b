import { newMeta, type GitHubClient } from '../client.js';
import { isNoisePath } from '../file-filter.js';
import type { CallMeta, WithMeta } from '../types.js';

/** Options of {@link getPullRequest}. */
export interface PullRequestArgs {
  owner: string;
  repo: string;
  number: number;
  /** Fetch changed files with their patches. @default true */
  withFiles?: boolean;
  /** Fetch review comments. @default true */
  withComments?: boolean;
  /** Cap on changed files. @default 300 */
  maxFiles?: number;
  signal?: AbortSignal;
}

/** One hunk of a unified diff. */
export interface DiffHunk {
  header: string;
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  text: string;
}

export interface ChangedFile {
  path: string;
  status: string;
  additions: number;
  deletions: number;
  previousPath?: string;
  hunks: DiffHunk[];
  /** Noise (lockfile, dist…): hunks omitted. */
  noise?: boolean;
}

export interface ReviewComment {
  author: string;
  path: string;
  line: number | null;
  body: string;
  createdAt: string;
  url: string;
}

export interface PullRequestDetails {
  repo: string;
  number: number;
  title: string;
  state: string;
  merged: boolean;
  mergedAt: string | null;
  draft: boolean;
  author: string;
  body: string | null;
  head: string;
  base: string;
  additions: number;
  deletions: number;
  changedFiles: number;
  commits: number;
  createdAt: string;
  url: string;
  files?: ChangedFile[];
  reviewComments?: ReviewComment[];
}

type Raw = Record<string, unknown>;
const login = (u: unknown) => ((u as Raw | null)?.login as string) ?? 'ghost';

/** Pull request with changed files (diff hunks) and review comments. */
export async function getPullRequest(client: GitHubClient, a: PullRequestArgs): Promise<WithMeta<PullRequestDetails>> {
  const meta = newMeta(a.signal);
  const params = { owner: a.owner, repo: a.repo, pull_number: a.number };
  const { data: pr } = await client.request<Raw>('GET /repos/{owner}/{repo}/pulls/{pull_number}', params, meta);
  const details: PullRequestDetails = {
    repo: `${a.owner}/${a.repo}`,
    number: pr.number as number,
    title: pr.title as string,
    state: pr.state as string,
    merged: Boolean(pr.merged_at),
    mergedAt: (pr.merged_at as string | null) ?? null,
    draft: Boolean(pr.draft),
    author: login(pr.user),
    body: (pr.body as string | null) ?? null,
    head: (pr.head as Raw).ref as string,
    base: (pr.base as Raw).ref as string,
    additions: pr.additions as number,
    deletions: pr.deletions as number,
    changedFiles: pr.changed_files as number,
    commits: pr.commits as number,
    createdAt: pr.created_at as string,
    url: pr.html_url as string,
  };
  if (a.withFiles !== false) {
    const files = await paginate(
      client,
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
      params,
      a.maxFiles ?? 300,
      meta,
    );
    details.files = files.map((f) => {
      const path = f.filename as string;
      const noise = isNoisePath(path);
      return {
        path,
        status: f.status as string,
        additions: f.additions as number,
        deletions: f.deletions as number,
        ...(f.previous_filename ? { previousPath: f.previous_filename as string } : {}),
        hunks: noise ? [] : parsePatchHunks((f.patch as string | undefined) ?? ''),
        ...(noise ? { noise } : {}),
      };
    });
  }
  if (a.withComments !== false) {
    const comments = await paginate(
      client,
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/comments',
      params,
      300,
      meta,
    );
    details.reviewComments = comments.map((c) => ({
      author: login(c.user),
      path: c.path as string,
      line: (c.line as number | null) ?? (c.original_line as number | null) ?? null,
      body: c.body as string,
      createdAt: c.created_at as string,
      url: c.html_url as string,
    }));
  }
  return { ...details, meta };
}

/** Follows `page` until a short page or `max` items. */
export async function paginate(
  client: GitHubClient,
  route: string,
  params: Record<string, unknown>,
  max: number,
  meta: CallMeta,
): Promise<Raw[]> {
  const perPage = Math.min(100, max);
  const out: Raw[] = [];
  for (let page = 1; out.length < max; page += 1) {
    const { data } = await client.request<Raw[]>(route, { ...params, per_page: perPage, page }, meta);
    out.push(...data);
    if (data.length < perPage) break;
  }
  return out.slice(0, max);
}

/** Splits a unified diff patch into hunks. */
export function parsePatchHunks(patch: string): DiffHunk[] {
  const hunks: DiffHunk[] = [];
  for (const part of patch.split(/^(?=@@ )/m)) {
    const m = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@.*$/m.exec(part);
    if (!m || m.index !== 0) continue;
    const nl = part.indexOf('\n');
    hunks.push({
      header: m[0],
      oldStart: Number(m[1]),
      oldLines: Number(m[2] ?? 1),
      newStart: Number(m[3]),
      newLines: Number(m[4] ?? 1),
      text: nl === -1 ? '' : part.slice(nl + 1).replace(/\n$/, ''),
    });
  }
  return hunks;
}
