// The localization set from its manifest: queries regenerated from the mirrors' history (subject -> query,
// modified source files -> gold), and each corpus checked out at its snapshot. Works offline from the mirrors.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedLines, commitChanges, git, mirrorOf, treeFiles } from './git.js';
import { qualify } from './qualify.js';
import type { RepoChoice } from './select.js';

export interface ManifestRepo extends RepoChoice {
  snapshot: string;
  /** The mirror's HEAD when the commits were chosen (for the record). */
  head: string;
  commits: string[];
}
export interface Manifest {
  about: string;
  repos: ManifestRepo[];
}
export interface LocalizationQuery {
  repo: string;
  commit: string;
  query: string;
  gold: string[];
}

export const MANIFEST = fileURLToPath(new URL('./manifest.json', import.meta.url));
export const DEFAULT_MIRRORS = process.env.LOCALIZATION_MIRRORS ?? '/work/.mirror';
export const DEFAULT_CACHE = process.env.LOCALIZATION_CACHE ?? '/work/cache/localization';

export const loadManifest = (path = MANIFEST): Manifest => JSON.parse(readFileSync(path, 'utf8')) as Manifest;

/** Regenerates one repository's queries; a commit that no longer qualifies is reported, not kept. */
export function buildQueries(
  entry: ManifestRepo,
  mirrors = DEFAULT_MIRRORS,
): { queries: LocalizationQuery[]; dropped: { commit: string; reason: string }[] } {
  const gitDir = mirrorOf(mirrors, entry.repo);
  if (!existsSync(gitDir)) throw new Error(`no mirror of ${entry.repo} at ${gitDir} (fetch github:${entry.repo})`);
  const tree = treeFiles(gitDir, entry.snapshot);
  const byId = new Map(
    commitChanges(gitDir, entry.commits, ['--no-walk=unsorted']).map((c) => [c.id.slice(0, 12), c] as const),
  );
  const queries: LocalizationQuery[] = [];
  const dropped: { commit: string; reason: string }[] = [];
  for (const id of entry.commits) {
    const c = byId.get(id);
    const q = c
      ? qualify(c, tree, (x, paths) => changedLines(gitDir, x.id, paths))
      : { ok: false as const, reason: 'not in the mirror' };
    if (q.ok) queries.push({ repo: entry.repo, commit: id, query: q.query, gold: q.gold });
    else dropped.push({ commit: id, reason: q.reason });
  }
  return { queries, dropped };
}

/**
 * The corpus: a git work tree at the snapshot, HEAD detached and no refs, its objects borrowed from the
 * mirror (alternates), so nothing after the snapshot is reachable from HEAD. Reused when already there.
 */
export function materializeCorpus(entry: ManifestRepo, mirrors = DEFAULT_MIRRORS, cache = DEFAULT_CACHE): string {
  const root = join(cache, 'corpora', `${entry.repo.replace('/', '+')}@${entry.snapshot.slice(0, 12)}`);
  if (existsSync(join(root, '.git'))) {
    const at = git({ cwd: root }, ['rev-parse', 'HEAD']).trim();
    if (at === entry.snapshot) return root;
    throw new Error(`${root} is at ${at}, not ${entry.snapshot}: remove it`);
  }
  mkdirSync(root, { recursive: true });
  git({ cwd: root }, ['init', '-q']);
  writeFileSync(join(root, '.git/objects/info/alternates'), `${mirrorOf(mirrors, entry.repo)}/objects\n`);
  git({ cwd: root }, ['-c', 'advice.detachedHead=false', 'checkout', '-q', '--detach', entry.snapshot]);
  return root;
}
