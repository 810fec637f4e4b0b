import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { researchFields, resultBase, type RunOptions } from './query-result.js';

/** One folder listing. */
export const repoStructureQuery = z.object({
  ...researchFields,
  owner: z.string().min(1).max(100),
  repo: z.string().min(1).max(100),
  branch: z.string().max(200).optional(),
  path: z.string().max(500).default('').describe('Folder; root if empty'),
  depth: z.number().int().min(1).max(4).default(1),
  entriesPerPage: z.number().int().min(10).max(300).default(100),
  entryPageNumber: z.number().int().min(1).max(1000).default(1),
});

export const repoStructureResult = z.object({
  ...resultBase,
  branch: z.string().optional(),
  path: z.string().optional(),
  entries: z
    .array(z.object({ path: z.string(), type: z.enum(['dir', 'file']), size: z.number().optional() }))
    .optional(),
  page: z.number().optional(),
  totalPages: z.number().optional(),
  totalEntries: z.number().optional(),
  ignored: z.number().optional(),
});

/** Lists a folder (paths relative to it), noise folders and binaries dropped. */
export async function runRepoStructure(deps: AppDeps, q: z.infer<typeof repoStructureQuery>, { signal }: RunOptions) {
  const s = await deps.github.getRepoStructure({
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
  const hints: string[] = [];
  if (s.page < s.totalPages) hints.push(`More entries: entryPageNumber ${s.page + 1} of ${s.totalPages}.`);
  const dir = entries.find((e) => e.type === 'dir');
  if (dir)
    hints.push(
      `Go deeper: path "${s.path ? `${s.path}/` : ''}${dir.path}" or depth ${q.depth + 1}; then githubGetFileContent on a file.`,
    );
  if (s.ignored) hints.push(`${s.ignored} noise entries hidden (node_modules, dist, lockfiles, binaries).`);
  return {
    status: entries.length ? ('hasResults' as const) : ('empty' as const),
    branch: s.ref,
    path: s.path,
    entries,
    page: s.page,
    totalPages: s.totalPages,
    totalEntries: s.totalEntries,
    ...(s.ignored ? { ignored: s.ignored } : {}),
    hints,
  };
}
