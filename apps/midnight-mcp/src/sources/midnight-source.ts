/** A GitHub release as the version tools use it. */
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

/** Rate budget last reported by the upstream. */
export interface RateBudget {
  limit: number | null;
  remaining: number | null;
  resetAt: string | null;
}

/**
 * The GitHub data the Midnight tools need. The one implementation is github-source-adapter.ts, over
 * @sextant/github-source; hosts and tests may supply another through DepsOverrides.
 */
export interface MidnightSource {
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
