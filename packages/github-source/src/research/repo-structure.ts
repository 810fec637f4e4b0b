import { fitItems } from '@sextant/toon-output/budget';
import type { ResearchRunOptions } from './budget.js';
import type { ResearchContext } from './context.js';

/** One folder listing, as githubViewRepoStructure takes it. */
export interface RepoStructureQuery {
  owner: string;
  repo: string;
  branch?: string;
  /** Folder; the root if empty. */
  path: string;
  depth: number;
  entriesPerPage: number;
  entryPageNumber: number;
}

/** Lists a folder (paths relative to it), noise folders and binaries dropped, cut to `budget` tokens. */
export async function researchRepoStructure(
  { source }: ResearchContext,
  q: RepoStructureQuery,
  { budget, signal }: ResearchRunOptions,
) {
  const s = await source.getRepoStructure({
    owner: q.owner,
    repo: q.repo,
    ref: q.branch,
    path: q.path,
    depth: q.depth,
    perPage: q.entriesPerPage,
    page: q.entryPageNumber,
    signal,
  });
  const cut = s.path ? s.path.length + 1 : 0;
  const entries = s.entries.map((e) => ({
    path: e.path.slice(cut),
    type: e.type,
    ...(e.size !== undefined ? { size: e.size } : {}),
  }));
  const answer = (kept: typeof entries) => {
    const hints: string[] = [];
    if (kept.length < entries.length)
      hints.push(`${entries.length - kept.length} more entries on this page: lower entriesPerPage, or narrow path.`);
    if (s.page < s.totalPages) hints.push(`More entries: entryPageNumber ${s.page + 1} of ${s.totalPages}.`);
    const dir = kept.find((e) => e.type === 'dir');
    if (dir)
      hints.push(
        `Go deeper: path "${s.path ? `${s.path}/` : ''}${dir.path}" or depth ${q.depth + 1}; then githubGetFileContent on a file.`,
      );
    if (s.ignored) hints.push(`${s.ignored} noise entries hidden (node_modules, dist, lockfiles, binaries).`);
    return {
      status: kept.length ? ('hasResults' as const) : ('empty' as const),
      branch: s.ref,
      path: s.path,
      entries: kept,
      page: s.page,
      totalPages: s.totalPages,
      totalEntries: s.totalEntries,
      ...(s.ignored ? { ignored: s.ignored } : {}),
      hints,
    };
  };
  return answer((await fitItems(entries, budget, answer)).items);
}
