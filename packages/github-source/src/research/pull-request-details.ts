import type { ResearchRunOptions } from './budget.js';
import { charsFor } from './budget.js';
import type { ResearchContext } from './context.js';
import { shapeText, type ShapedText } from './shape-text.js';

interface DetailsQuery {
  owner: string;
  repo: string;
  prNumber: number;
  type: 'metadata' | 'fullContent' | 'partialContent';
  withComments: boolean;
  files?: string[];
}

/** One PR with (optionally) its diff hunks and review comments within `budget` tokens; every text is redacted and scanned. */
export async function pullRequestDetails(
  { source, redact }: ResearchContext,
  q: DetailsQuery,
  { budget, signal }: ResearchRunOptions,
) {
  const pr = await source.getPullRequest({
    owner: q.owner,
    repo: q.repo,
    number: q.prNumber,
    withFiles: true,
    withComments: q.withComments,
    signal,
  });
  const redacted = new Set<string>();
  let warning: ShapedText['injectionWarning'];
  let left = charsFor(budget);
  let truncated = false;
  const shape = (text: string, max: number) => {
    const s = shapeText(text, redact, { charLength: Math.max(0, Math.min(max, left)) });
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
