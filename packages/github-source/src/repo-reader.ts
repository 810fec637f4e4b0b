import { AppError, isAppError } from '@sextant/core-engine';
import { probeReachability } from '@sextant/security';
import type { GitHubClientOptions } from './client.js';
import type { GitHubSource } from './source.js';

/** A GitHub release as version tools use it. */
export interface ReleaseInfo {
  tag: string;
  name: string;
  publishedAt: string | null;
  prerelease: boolean;
  body: string;
  url: string;
}

/** A file read at a ref. */
export interface FileAtRef {
  repo: string;
  path: string;
  ref: string;
  content: string;
  url: string;
}

/** Rate budget last reported by GitHub. */
export interface RateBudget {
  limit: number | null;
  remaining: number | null;
  resetAt: string | null;
}

/** The GitHub data release, version and indexing tools read, by `owner/name`; hosts and tests may supply another. */
export interface RepoReader {
  listReleases(repo: string): Promise<ReleaseInfo[]>;
  listTags(repo: string): Promise<string[]>;
  /** The file at `ref` (default branch when absent); throws AppError NOT_FOUND when missing. */
  getFile(repo: string, path: string, ref?: string): Promise<FileAtRef>;
  /** Paths of all files at `ref` (default branch when absent), from the recursive git tree. */
  listFiles(repo: string, ref?: string): Promise<string[]>;
  /** The commit a ref (default branch when absent) points at, for incremental indexing. */
  headCommit(repo: string, ref?: string): Promise<string>;
  /** The gzipped tarball of a ref (`GET /repos/{owner}/{repo}/tarball/{ref}`). */
  fetchTarball(repo: string, ref?: string): Promise<Uint8Array>;
  /** Cheap reachability probe for health checks. */
  ping(): Promise<{ ok: boolean; latencyMs: number; error?: string }>;
  rateBudget(): RateBudget;
  cacheStats(): { entries: number; hits: number; misses: number };
}

/** Options of {@link createRepoReader}: the client's, plus what to say when GitHub is unreachable. */
export interface RepoReaderOptions extends GitHubClientOptions {
  /** Hint added to every "GitHub could not be reached" error (what still works offline, which setting to check). */
  offlineHint?: string;
}

const split = (repo: string) => {
  const [owner = '', name = ''] = repo.split('/');
  return { owner, repo: name };
};

/**
 * A RepoReader over this package's client (throttling, retries, ETag cache, rate budget). The client and Octokit
 * load on the first call, so importing this entry costs a server's start-up nothing.
 */
export function createRepoReader(opts: RepoReaderOptions): RepoReader {
  const { offlineHint, ...clientOptions } = opts;
  let source: Promise<GitHubSource> | undefined;
  const gh = () => (source ??= import('./source.js').then((m) => m.createGitHubSource(clientOptions)));
  let loaded: GitHubSource | undefined;
  const ready = async () => (loaded = await gh());
  // Re-labels "GitHub could not be reached" with the offline hint; other errors pass unchanged.
  const offline = (err: unknown): never => {
    if (offlineHint && isAppError(err) && err.code === 'UPSTREAM' && err.extra.type === 'network')
      throw new AppError('UPSTREAM', err.message, { type: 'network', hint: offlineHint, cause: err });
    throw err;
  };
  const call = async <T>(op: (g: GitHubSource) => Promise<T>): Promise<T> => op(await ready()).catch(offline);

  return {
    async listReleases(repo) {
      const { releases } = await call((g) => g.listReleases({ ...split(repo), limit: 100 }));
      return releases
        .filter((r) => !r.draft)
        .map((r) => ({
          tag: r.tag,
          name: r.name ?? r.tag,
          publishedAt: r.publishedAt,
          prerelease: r.prerelease,
          body: r.body ?? '',
          url: r.url,
        }));
    },
    async listTags(repo) {
      return (await call((g) => g.listTags({ ...split(repo), limit: 100 }))).tags.map((t) => t.name);
    },
    async getFile(repo, path, ref): Promise<FileAtRef> {
      const file = await call((g) => g.getFileContent({ ...split(repo), path, ...(ref ? { ref } : {}) }));
      return { repo, path: file.path, ref: ref ?? 'HEAD', content: file.content, url: file.url };
    },
    async listFiles(repo, ref) {
      const tree = await call((g) =>
        g.getRepoStructure({ ...split(repo), ...(ref ? { ref } : {}), depth: 64, perPage: 100_000 }),
      );
      return tree.entries.filter((e) => e.type === 'file').map((e) => e.path);
    },
    async headCommit(repo, ref) {
      const { commits } = await call((g) => g.listCommits({ ...split(repo), ...(ref ? { ref } : {}), limit: 1 }));
      const head = commits[0];
      if (!head) throw new AppError('NOT_FOUND', `${repo} has no commits at ${ref ?? 'the default branch'}.`);
      return head.sha;
    },
    async fetchTarball(repo, ref) {
      return (await call((g) => g.getTarball({ ...split(repo), ...(ref ? { ref } : {}) }))).bytes;
    },
    ping: () => probeReachability(() => call((g) => g.client.request('GET /rate_limit'))),
    rateBudget(): RateBudget {
      const rate = loaded?.client.stats().rateLimit;
      return rate
        ? { limit: rate.limit, remaining: rate.remaining, resetAt: rate.resetAt }
        : { limit: null, remaining: null, resetAt: null };
    },
    cacheStats() {
      const stats = loaded?.client.stats();
      return {
        entries: loaded?.client.cache?.size ?? 0,
        hits: (stats?.hits ?? 0) + (stats?.revalidated ?? 0),
        misses: stats?.misses ?? 0,
      };
    },
  };
}
