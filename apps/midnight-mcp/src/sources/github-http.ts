import { AppError } from '@sextant/core-engine';
import { LRUCache } from 'lru-cache';
import { fetchOrThrow, probe } from './http-json.js';
import type { FileAtRef, MidnightSource, RateBudget, ReleaseInfo } from './midnight-source.js';

/** Options of the GitHub REST implementation. */
export interface GithubHttpSourceOptions {
  /** @default 'https://api.github.com' */
  baseUrl?: string;
  token?: string;
  /** @default 600_000 (10 minutes) */
  cacheTtlMs?: number;
}

const REPO = /^[\w.-]+\/[\w.-]+$/;

/** MidnightSource over the GitHub REST API (releases, tags, contents), cached in memory. */
export function createGithubHttpSource(opts: GithubHttpSourceOptions = {}): MidnightSource {
  const base = (opts.baseUrl ?? 'https://api.github.com').replace(/\/+$/, '');
  const cache = new LRUCache<string, object>({ max: 500, ttl: opts.cacheTtlMs ?? 600_000 });
  const budget: RateBudget = { limit: null, remaining: null, resetAt: null };
  let hits = 0;
  let misses = 0;
  const headers = {
    accept: 'application/vnd.github+json',
    'user-agent': 'sextant-midnight-mcp',
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
  };

  async function getJson<T>(path: string): Promise<T> {
    const url = `${base}${path}`;
    const cached = cache.get(url);
    if (cached) {
      hits++;
      return cached as T;
    }
    misses++;
    const res = await fetchOrThrow(url, { headers }, 'GitHub');
    const limit = res.headers.get('x-ratelimit-limit');
    const remaining = res.headers.get('x-ratelimit-remaining');
    const reset = res.headers.get('x-ratelimit-reset');
    if (limit) budget.limit = Number(limit);
    if (remaining) budget.remaining = Number(remaining);
    if (reset) budget.resetAt = new Date(Number(reset) * 1000).toISOString();
    const body = (await res.json()) as T;
    cache.set(url, body as object);
    return body;
  }

  const checkRepo = (repo: string) => {
    if (!REPO.test(repo))
      throw new AppError('INVALID_INPUT', `"${repo}" is not an owner/name repository.`, {
        hint: 'Use e.g. midnightntwrk/compact.',
      });
    return repo;
  };

  return {
    async listReleases(repo) {
      type Raw = {
        tag_name: string;
        name: string | null;
        published_at: string | null;
        prerelease: boolean;
        body: string | null;
        html_url: string;
      };
      const raw = await getJson<Raw[]>(`/repos/${checkRepo(repo)}/releases?per_page=100`);
      return raw.map((r): ReleaseInfo => ({
        tag: r.tag_name,
        name: r.name ?? r.tag_name,
        publishedAt: r.published_at,
        prerelease: r.prerelease,
        body: r.body ?? '',
        url: r.html_url,
      }));
    },
    async listTags(repo) {
      const raw = await getJson<{ name: string }[]>(`/repos/${checkRepo(repo)}/tags?per_page=100`);
      return raw.map((t) => t.name);
    },
    async getFile(repo, path, ref): Promise<FileAtRef> {
      const clean = path.replace(/^\/+/, '');
      if (clean.split('/').includes('..')) throw new AppError('INVALID_INPUT', `Path "${path}" must not contain "..".`);
      const query = ref ? `?ref=${encodeURIComponent(ref)}` : '';
      const raw = await getJson<{ type?: string; content?: string; encoding?: string; html_url?: string }>(
        `/repos/${checkRepo(repo)}/contents/${clean.split('/').map(encodeURIComponent).join('/')}${query}`,
      );
      if (raw.type !== 'file' || typeof raw.content !== 'string') {
        throw new AppError('INVALID_INPUT', `"${clean}" in ${repo} is not a file.`, {
          hint: 'Pass the path of a file, not a directory.',
        });
      }
      const content = raw.encoding === 'base64' ? Buffer.from(raw.content, 'base64').toString('utf8') : raw.content;
      return {
        repo,
        path: clean,
        ref: ref ?? 'HEAD',
        content,
        url: raw.html_url ?? `${base}/repos/${repo}/contents/${clean}`,
      };
    },
    async listFiles(repo, ref) {
      const branch = ref ?? (await getJson<{ default_branch: string }>(`/repos/${checkRepo(repo)}`)).default_branch;
      const tree = await getJson<{ tree: { path: string; type: string }[]; truncated?: boolean }>(
        `/repos/${checkRepo(repo)}/git/trees/${encodeURIComponent(branch)}?recursive=1`,
      );
      return tree.tree.filter((e) => e.type === 'blob').map((e) => e.path);
    },
    async headCommit(repo, ref) {
      const query = ref ? `&sha=${encodeURIComponent(ref)}` : '';
      const commits = await getJson<{ sha: string }[]>(`/repos/${checkRepo(repo)}/commits?per_page=1${query}`);
      const head = commits[0];
      if (!head) throw new AppError('NOT_FOUND', `${repo} has no commits at ${ref ?? 'the default branch'}.`);
      return head.sha;
    },
    async fetchTarball(repo, ref) {
      const res = await fetchOrThrow(
        `${base}/repos/${checkRepo(repo)}/tarball/${encodeURIComponent(ref ?? 'HEAD')}`,
        { headers },
        'GitHub',
      );
      return new Uint8Array(await res.arrayBuffer());
    },
    ping: () => probe(() => fetchOrThrow(`${base}/rate_limit`, { headers }, 'GitHub')),
    rateBudget: () => ({ ...budget }),
    cacheStats: () => ({ entries: cache.size, hits, misses }),
  };
}
