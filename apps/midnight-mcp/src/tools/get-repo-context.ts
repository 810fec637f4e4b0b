import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { parseChangelog } from '@sextant/language-adapters/compact';
import { readOnlyRemote } from './shared.js';

const hit = z.object({
  repo: z.string(),
  path: z.string(),
  startLine: z.number(),
  snippet: z.string(),
  url: z.string(),
});

export const getRepoContext = defineTool({
  name: 'midnight-get-repo-context',
  title: 'Get Midnight context',
  description:
    'One call for orientation: latest Compact release and language version, its breaking changes, and (with an index) code and docs on a topic.',
  annotations: readOnlyRemote,
  input: z.object({ topic: z.string().max(300).optional().describe('What you are working on, e.g. "token transfer"') }),
  output: z.object({
    latestTag: z.string(),
    languageVersion: z.string().nullable(),
    publishedAt: z.string().nullable(),
    breakingInLatest: z.array(z.string()),
    code: z.array(hit).nullable(),
    docs: z.array(hit).nullable(),
    note: z.string().optional(),
  }),
  async handler({ topic }, { versions, knowledge }: AppDeps) {
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
  },
});
