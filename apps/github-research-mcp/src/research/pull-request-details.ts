import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { shapeText } from '../content/shape-text.js';
import { charsFor, type RunOptions } from './query-result.js';

const injection = z.object({
  message: z.string(),
  findings: z.array(z.object({ rule: z.string(), line: z.number(), excerpt: z.string() })),
});

/** Fields every pull request carries, in a search hit and in the details alike. */
export const pullRequestHeader = {
  repo: z.string(),
  number: z.number(),
  title: z.string(),
  state: z.string(),
  merged: z.boolean(),
  draft: z.boolean(),
  author: z.string(),
};

export const pullRequestDetailsSchema = z.object({
  ...pullRequestHeader,
  head: z.string(),
  base: z.string(),
  additions: z.number(),
  deletions: z.number(),
  body: z.string(),
  files: z.array(
    z.object({
      path: z.string(),
      status: z.string(),
      additions: z.number(),
      deletions: z.number(),
      diff: z.string().optional(),
    }),
  ),
  reviewComments: z
    .array(z.object({ author: z.string(), path: z.string(), line: z.number().nullable(), body: z.string() }))
    .optional(),
  redacted: z.array(z.string()).optional(),
  injectionWarning: injection.optional(),
  truncated: z.boolean().optional(),
});

interface DetailsQuery {
  owner: string;
  repo: string;
  prNumber: number;
  type: 'metadata' | 'fullContent' | 'partialContent';
  withComments: boolean;
  files?: string[];
}

/** One PR with (optionally) its diff hunks and review comments within `budget` tokens; every text is redacted and scanned. */
export async function pullRequestDetails(deps: AppDeps, q: DetailsQuery, { budget, signal }: RunOptions) {
  const pr = await deps.github.getPullRequest({
    owner: q.owner,
    repo: q.repo,
    number: q.prNumber,
    withFiles: true,
    withComments: q.withComments,
    signal,
  });
  const redacted = new Set<string>();
  let warning: z.infer<typeof injection> | undefined;
  let left = charsFor(budget);
  let truncated = false;
  const shape = (text: string, max: number) => {
    const s = shapeText(text, deps.redact, { charLength: Math.max(0, Math.min(max, left)) });
    s.redacted?.forEach((r) => redacted.add(r));
    warning ??= s.injectionWarning;
    if (s.window?.nextCharOffset !== undefined) truncated = true;
    left -= s.text.length;
    return s.text;
  };
  const body = shape(pr.body ?? '', 4000);
  const wanted = (path: string) => !q.files?.length || q.files.some((f) => path.includes(f));
  const files = (pr.files ?? []).map((f) => {
    const diff =
      q.type !== 'metadata' && wanted(f.path) && !f.noise
        ? f.hunks.map((h) => `${h.header}\n${h.text}`).join('\n')
        : undefined;
    return {
      path: f.path,
      status: f.status,
      additions: f.additions,
      deletions: f.deletions,
      ...(diff ? { diff: shape(diff, left) } : {}),
    };
  });
  const reviewComments = pr.reviewComments?.map((c) => ({
    author: c.author,
    path: c.path,
    line: c.line,
    body: shape(c.body, 2000),
  }));
  const hints = [
    ...(q.type === 'metadata' ? ['Add type:"fullContent" for diff hunks (files:[...] to pick paths).'] : []),
    ...(truncated ? ['Diffs were cut to fit the response budget: pass files:[...] to see specific paths.'] : []),
    // A merged or closed PR's head branch is often deleted: read from its base then.
    ...(files[0]
      ? [
          `Read a changed file: githubGetFileContent {owner:"${q.owner}", repo:"${q.repo}", path:"${files[0].path}", branch:"${pr.state === 'open' ? pr.head : pr.base}"}.`,
        ]
      : []),
  ];
  return {
    status: 'hasResults' as const,
    pullRequest: {
      repo: pr.repo,
      number: pr.number,
      title: pr.title,
      state: pr.state,
      merged: pr.merged,
      draft: pr.draft,
      author: pr.author,
      head: pr.head,
      base: pr.base,
      additions: pr.additions,
      deletions: pr.deletions,
      body,
      files,
      ...(reviewComments ? { reviewComments } : {}),
      ...(redacted.size ? { redacted: [...redacted] } : {}),
      ...(warning ? { injectionWarning: warning } : {}),
      ...(truncated ? { truncated } : {}),
    },
    hints,
  };
}
