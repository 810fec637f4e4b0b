import type { AppDeps } from '../deps.js';
import { parseChangelog } from '@sextant/language-adapters/compact';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-repo-context.js';

/** The handler of getRepoContext, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { topic },
  { versions, knowledge }: AppDeps,
) => {
  const info = await versions.versionInfo();
  const latest = info.latest ?? (await versions.resolve(undefined));
  const changelog = await versions.changelogAt(latest);
  const section = parseChangelog(changelog.content).find((s) => s.version === latest.version);
  const pick = ({
    repo,
    path,
    startLine,
    snippet,
    url,
  }: {
    repo: string;
    path: string;
    startLine: number;
    snippet: string;
    url: string;
  }) => ({ repo, path, startLine, snippet, url });
  const indexed = (await knowledge.status()).repos.length > 0;
  const search = async (kind: 'compact' | 'docs', limit: number) =>
    indexed && topic ? (await knowledge.search({ query: topic, kind, limit })).map(pick) : null;
  const [code, docs] = await Promise.all([search('compact', 5), search('docs', 3)]);
  return {
    latestTag: latest.tag,
    languageVersion: section?.versions.language ?? null,
    publishedAt: info.latest?.publishedAt ?? null,
    breakingInLatest: section?.entries.filter((e) => e.breaking).map((e) => e.text) ?? [],
    code,
    docs,
    ...(indexed
      ? {}
      : { note: 'The knowledge base is empty (run `midnight-mcp index`): code and docs search skipped.' }),
  };
};
