import { AppError } from '@sextant/core-engine';
import { newMeta, type GitHubClient } from '../client.js';
import { noiseReason } from '../file-filter.js';
import type { CallMeta, RepoRef, WithMeta } from '../types.js';

/** One entry of a repository listing. */
export interface TreeEntry {
  path: string;
  type: 'dir' | 'file';
  size?: number;
}

/** Options of {@link getRepoStructure}. */
export interface RepoStructureArgs extends RepoRef {
  /** Folder to list, relative to the root. @default '' */
  path?: string;
  /** Levels below `path` to include. @default 1 */
  depth?: number;
  /** Entries per page. @default 100 */
  perPage?: number;
  /** @default 1 */
  page?: number;
  /** Keep node_modules, dist, lockfiles, binaries. @default false */
  includeNoise?: boolean;
}

export interface RepoStructure {
  ref: string;
  path: string;
  entries: TreeEntry[];
  totalEntries: number;
  page: number;
  totalPages: number;
  /** Entries dropped as noise. */
  ignored: number;
  /** GitHub cut the recursive tree (over 100k entries / 7 MB). */
  truncated: boolean;
}

type TreeBody = { sha: string; truncated: boolean; tree: Array<{ path: string; type: string; size?: number }> };

/** The default branch of a repository (cached like every GET). */
export async function resolveRef(client: GitHubClient, ref: RepoRef, meta: CallMeta): Promise<string> {
  if (ref.ref) return ref.ref;
  const { data } = await client.request<{ default_branch: string }>(
    'GET /repos/{owner}/{repo}',
    { owner: ref.owner, repo: ref.repo },
    meta,
  );
  return data.default_branch;
}

/** Lists a folder of a repository through the git trees API, with depth and page limits. */
export async function getRepoStructure(
  client: GitHubClient,
  args: RepoStructureArgs,
): Promise<WithMeta<RepoStructure>> {
  const meta = newMeta(args.signal);
  const ref = await resolveRef(client, args, meta);
  const { data } = await client.request<TreeBody>(
    'GET /repos/{owner}/{repo}/git/trees/{tree_sha}',
    { owner: args.owner, repo: args.repo, tree_sha: ref, recursive: 1 },
    meta,
  );
  const base = (args.path ?? '').replace(/^\/+|\/+$/g, '');
  const prefix = base ? `${base}/` : '';
  const depth = args.depth ?? 1;
  if (base && !data.tree.some((e) => e.path === base && e.type === 'tree')) {
    throw new AppError('NOT_FOUND', `No folder ${base} in ${args.owner}/${args.repo}@${ref}.`, {
      hint: 'List the parent folder first (path omitted lists the root).',
    });
  }
  let ignored = 0;
  const entries: TreeEntry[] = [];
  for (const e of data.tree) {
    if (!e.path.startsWith(prefix) || e.type === 'commit') continue;
    const level = e.path.slice(prefix.length).split('/').length;
    if (level > depth) continue;
    if (!args.includeNoise && noiseReason(e.type === 'tree' ? `${e.path}/` : e.path)) {
      ignored += 1;
      continue;
    }
    entries.push(e.type === 'tree' ? { path: e.path, type: 'dir' } : { path: e.path, type: 'file', size: e.size });
  }
  entries.sort((a, b) => a.path.localeCompare(b.path));
  const perPage = args.perPage ?? 100;
  const totalPages = Math.max(1, Math.ceil(entries.length / perPage));
  const page = args.page ?? 1;
  if (page > totalPages) {
    throw new AppError('INVALID_INPUT', `Page ${page} is past the last page (${totalPages}).`, {
      hint: `Use a page from 1 to ${totalPages}.`,
    });
  }
  return {
    ref,
    path: base,
    entries: entries.slice((page - 1) * perPage, page * perPage),
    totalEntries: entries.length,
    page,
    totalPages,
    ignored,
    truncated: data.truncated,
    meta,
  };
}
