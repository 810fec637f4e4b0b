import { createHash } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import { relative } from 'node:path';
import type { AdapterLookup } from '@sextant/core-engine/indexing';
import type { ProgressReporter } from '@sextant/core-engine';
import { findRepoRoot } from '@sextant/core-engine/indexing';
import { readInsideSync, readTarGz, realRoots, repoRootInside, walkFiles } from '@sextant/security';
import { classify } from './classify.js';
import type { CloneKnowledge } from './clone-knowledge.js';
import type { KnowledgeChunk } from './chunker.js';
import type { LocalKnowledge } from './knowledge-base.js';
import { chunkSource } from './code-chunks.js';

const MAX_FILE_BYTES = 512 * 1024;

/** Where remote repositories come from: their head commit and tarball (github-source's RepoReader fits). */
export interface TarballSource {
  /** The commit a ref (default branch when absent) points at. */
  headCommit(repo: string, ref?: string): Promise<string>;
  /** The gzipped tarball of a ref, with one top folder (`GET /repos/{owner}/{repo}/tarball/{ref}`). */
  fetchTarball(repo: string, ref?: string): Promise<Uint8Array>;
}

/** One repository to index: from GitHub (`ref` or the default branch), or from a local clone at `dir`. */
export interface IndexTarget {
  repo: string;
  ref?: string;
  dir?: string;
  /** The allowed roots a local clone's files and git data must stay inside. @default [dir] */
  roots?: readonly string[];
}

/** What happened to one target. */
export interface IndexOutcome {
  repo: string;
  ref: string;
  commit: string;
  files: number;
  chunks: number;
  /** True when the indexed commit was already current. */
  upToDate: boolean;
}

/** Indexes targets one by one: a tarball per repo and ref, skipped when the commit is unchanged. */
export async function indexTargets(
  targets: readonly IndexTarget[],
  deps: {
    github: TarballSource;
    knowledge: LocalKnowledge;
    progress?: ProgressReporter;
    signal?: AbortSignal;
    force?: boolean;
    /** Language adapters: TypeScript and JavaScript are chunked by definition when given. */
    adapters?: AdapterLookup;
    /** When given, a local clone at the root of a git work tree is indexed by the repo-index pipeline. */
    clones?: CloneKnowledge;
  },
): Promise<{ indexed: IndexOutcome[]; failed: { repo: string; message: string }[] }> {
  const indexed: IndexOutcome[] = [];
  const failed: { repo: string; message: string }[] = [];
  for (const [i, t] of targets.entries()) {
    deps.signal?.throwIfAborted();
    deps.progress?.({ progress: i, total: targets.length, message: `indexing ${t.repo}` });
    try {
      const asClone = Boolean(t.dir && deps.clones && (await isGitRoot(t.dir, t.roots ?? [t.dir])));
      const outcome = asClone
        ? await deps.clones!.index(t.repo, t.dir!, { signal: deps.signal, force: deps.force })
        : t.dir
          ? await indexLocal(t, t.dir, deps)
          : await indexRemote(t, deps);
      // One repo name lives in one place: moving between the store and a clone's repo-index drops the other copy.
      if (asClone) await deps.knowledge.removeRepo(t.repo);
      else if (await deps.clones?.has(t.repo)) await deps.clones!.remove(t.repo);
      indexed.push(outcome);
    } catch (error) {
      failed.push({ repo: t.repo, message: error instanceof Error ? error.message : String(error) });
    }
  }
  deps.progress?.({ progress: targets.length, total: targets.length });
  return { indexed, failed };
}

async function indexRemote(
  t: IndexTarget,
  deps: {
    github: TarballSource;
    knowledge: LocalKnowledge;
    force?: boolean;
    signal?: AbortSignal;
    adapters?: AdapterLookup;
  },
): Promise<IndexOutcome> {
  const commit = await deps.github.headCommit(t.repo, t.ref);
  const ref = t.ref ?? 'HEAD';
  if (!deps.force && (await deps.knowledge.commitOf(t.repo)) === commit) {
    return { repo: t.repo, ref, commit, files: 0, chunks: 0, upToDate: true };
  }
  // Bounded (256 MiB inflated, 200,000 entries); only regular files inside the archive, and only those indexed.
  const files = await readTarGz(await deps.github.fetchTarball(t.repo, t.ref), {
    what: 'repository tarball',
    keep: (path, size) => Boolean(classify(path)) && size <= MAX_FILE_BYTES,
  });
  const chunks: KnowledgeChunk[] = [];
  for (const f of files) chunks.push(...(await chunkSource(t.repo, f.path, f.content.toString('utf8'), deps.adapters)));
  await deps.knowledge.replaceRepo(t.repo, ref, commit, chunks, { signal: deps.signal });
  return { repo: t.repo, ref, commit, files: files.length, chunks: chunks.length, upToDate: false };
}

async function indexLocal(
  t: IndexTarget,
  dir: string,
  {
    knowledge,
    signal,
    force,
    adapters,
  }: { knowledge: LocalKnowledge; signal?: AbortSignal; force?: boolean; adapters?: AdapterLookup },
): Promise<IndexOutcome> {
  // A local clone's "commit" is a hash of the indexed files, so an unchanged work tree (even uncommitted edits) is skipped.
  const hash = createHash('sha256');
  // The wall's walk: links leading outside the roots are skipped, loops end; reads re-check the opened file.
  const roots = t.roots ?? [dir];
  const walled = await realRoots(roots);
  const { files: found } = await walkFiles([dir], {
    roots,
    signal,
    hidden: true,
    skipDir: (name) => name === '.git',
    keep: (p) => Boolean(classify(relative(dir, p).split('\\').join('/'))),
  });
  const chunks: KnowledgeChunk[] = [];
  let files = 0;
  for (const f of found) {
    const path = relative(dir, f.path).split('\\').join('/');
    if (f.size > MAX_FILE_BYTES) continue;
    const content = readInsideSync(walled, f.real);
    if (content.length > MAX_FILE_BYTES) continue;
    files++;
    hash.update(`${path}\0${content.length}\0`).update(content);
    chunks.push(...(await chunkSource(t.repo, path, content.toString('utf8'), adapters)));
  }
  const commit = `local:${hash.digest('hex').slice(0, 16)}`;
  const ref = t.ref ?? 'local';
  if (!force && (await knowledge.commitOf(t.repo)) === commit) {
    return { repo: t.repo, ref, commit, files: 0, chunks: 0, upToDate: true };
  }
  await knowledge.replaceRepo(t.repo, ref, commit, chunks, { signal });
  return { repo: t.repo, ref, commit, files, chunks: chunks.length, upToDate: false };
}

// The repo-index pipeline indexes whole git work trees; a sub-folder or a plain folder is read file by file.
// A work tree whose git data (a `.git` file, core.worktree) lies outside the roots is refused.
async function isGitRoot(dir: string, roots: readonly string[]): Promise<boolean> {
  const root = await findRepoRoot(dir).catch(() => undefined);
  if (root === undefined || (await realpath(root)) !== (await realpath(dir))) return false;
  await repoRootInside(dir, roots);
  return true;
}
