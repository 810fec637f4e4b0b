/** Structured filters of a code search. */
export interface CodeSearchFilters {
  keywords: string[];
  owner?: string;
  repo?: string;
  path?: string;
  extension?: string;
  filename?: string;
  language?: string;
  /** Search file contents or only paths. */
  match?: 'file' | 'path';
}

/** Structured filters of a repository search. */
export interface RepoSearchFilters {
  keywords?: string[];
  topics?: string[];
  owner?: string;
  language?: string;
  /** `>100`, `10..50`, `<=5`. */
  stars?: string;
  size?: string;
  created?: string;
  updated?: string;
  match?: Array<'name' | 'description' | 'readme'>;
  archived?: boolean;
}

/** Structured filters of a pull-request search. */
export interface PullRequestSearchFilters {
  query?: string;
  owner?: string;
  repo?: string;
  state?: 'open' | 'closed';
  merged?: boolean;
  draft?: boolean;
  author?: string;
  assignee?: string;
  label?: string[];
  head?: string;
  base?: string;
  created?: string;
  updated?: string;
  match?: Array<'title' | 'body' | 'comments'>;
}

// Values with spaces, quotes or colons are quoted, so a keyword like `a:b` cannot smuggle in a qualifier.
const quote = (v: string) => (/[\s":]/.test(v) ? `"${v.replace(/"/g, '')}"` : v);
const q = (name: string, v: string | undefined) => (v ? `${name}:${quote(v)}` : undefined);
const join = (parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');
const scope = (owner?: string, repo?: string) => (owner && repo ? q('repo', `${owner}/${repo}`) : q('user', owner));

/** Translates filters into GitHub code search syntax: `auth token repo:o/r extension:ts`. */
export function buildCodeSearchQuery(f: CodeSearchFilters): string {
  return join([
    ...f.keywords.map(quote),
    scope(f.owner, f.repo),
    q('path', f.path),
    q('extension', f.extension?.replace(/^\./, '')),
    q('filename', f.filename),
    q('language', f.language),
    f.match ? `in:${f.match}` : undefined,
  ]);
}

/** Translates filters into GitHub repository search syntax. */
export function buildRepoSearchQuery(f: RepoSearchFilters): string {
  return join([
    ...(f.keywords ?? []).map(quote),
    ...(f.topics ?? []).map((t) => q('topic', t)),
    q('user', f.owner),
    q('language', f.language),
    q('stars', f.stars),
    q('size', f.size),
    q('created', f.created),
    q('pushed', f.updated),
    f.match?.length ? `in:${f.match.join(',')}` : undefined,
    f.archived === undefined ? undefined : `archived:${f.archived}`,
  ]);
}

/** Translates filters into GitHub issue search syntax restricted to pull requests. */
export function buildPullRequestSearchQuery(f: PullRequestSearchFilters): string {
  return join([
    f.query?.trim() || undefined,
    'is:pr',
    scope(f.owner, f.repo),
    q('state', f.state),
    f.merged === undefined ? undefined : f.merged ? 'is:merged' : 'is:unmerged',
    f.draft === undefined ? undefined : `draft:${f.draft}`,
    q('author', f.author),
    q('assignee', f.assignee),
    ...(f.label ?? []).map((l) => q('label', l)),
    q('head', f.head),
    q('base', f.base),
    q('created', f.created),
    q('updated', f.updated),
    f.match?.length ? `in:${f.match.join(',')}` : undefined,
  ]);
}
