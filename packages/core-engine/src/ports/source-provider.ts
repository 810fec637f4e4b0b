/** Which tree of which repository: `owner/name` plus an optional branch, tag or commit. */
export interface SourceLocation {
  repo: string;
  /** Branch, tag or SHA; the default branch when absent. */
  ref?: string;
}

/** One file a source lists. */
export interface SourceEntry {
  path: string;
  size?: number;
}

/** A file's text as a source serves it. */
export interface SourceText {
  path: string;
  content: string;
  /** Content hash when the source knows one (git blob SHA). */
  sha?: string;
}

/** A place that serves repository files (GitHub, a local checkout…): what indexers and analysers read from. */
export interface SourceProvider {
  readonly id: string;
  /** Files under `path` (all when absent), without dependency/build noise. */
  listFiles(at: SourceLocation & { path?: string }, opts?: { signal?: AbortSignal }): Promise<SourceEntry[]>;
  readFile(at: SourceLocation & { path: string }, opts?: { signal?: AbortSignal }): Promise<SourceText>;
  /** The whole tree as a gzipped tarball, when the source can make one. */
  fetchArchive?(at: SourceLocation, opts?: { signal?: AbortSignal }): Promise<Uint8Array>;
}
