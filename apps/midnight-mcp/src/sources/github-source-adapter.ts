import { AppError, isAppError } from '@sextant/core-engine';
import type { GitHubSource, GitHubClientOptions } from '@sextant/github-source';
import { probe } from './http-json.js';
import type { FileAtRef, MidnightSource, RateBudget } from './midnight-source.js';

const split = (repo: string) => {
  const [owner = '', name = ''] = repo.split('/');
  return { owner, repo: name };
};

/** What still answers when GitHub cannot be reached: said in every such error. */
export const OFFLINE_HINT =
  'GitHub is unreachable (check MIDNIGHT_GITHUB_API_URL and the network). Offline, the contract tools (analyze, review, structure, explain) and search over the local knowledge base still answer; answers GitHub gave before come from the on-disk cache while fresh.';

/** Re-labels "GitHub could not be reached" with the offline hint; other errors pass unchanged. */
function offline(err: unknown): never {
  if (isAppError(err) && err.code === 'UPSTREAM' && err.extra.type === 'network')
    throw new AppError('UPSTREAM', err.message, { type: 'network', hint: OFFLINE_HINT, cause: err });
  throw err;
}

/** MidnightSource over @sextant/github-source (throttling, retries, ETag cache); the client loads on first use. */
export function createGithubSourceAdapter(opts: GitHubClientOptions): MidnightSource {
  let source: Promise<GitHubSource> | undefined;
  const gh = () => (source ??= import('@sextant/github-source').then((m) => m.createGitHubSource(opts)));
  let loaded: GitHubSource | undefined;
  const ready = async () => (loaded = await gh());
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
    ping: () => probe(() => call((g) => g.client.request('GET /rate_limit'))),
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
