import { isAppError } from '@sextant/core-engine';
import { parseCompact } from '@sextant/language-adapters';
import { fitItems } from '@sextant/toon-output/budget';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/list-examples.js';

const MAX_PARSED = 20;

const EXAMPLES_BUDGET = 2000;

/** The handler of listExamples, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { repos, filter, offset },
  { github, config }: AppDeps,
) => {
  const failed: { repo: string; code: string; message: string }[] = [];
  const found = await Promise.all(
    (repos ?? config.MIDNIGHT_REPOS).map(async (repo) => {
      try {
        const files = await github.listFiles(repo);
        return files
          .filter((p) => p.endsWith('.compact') && (!filter || p.includes(filter)))
          .map((path) => ({ repo, path }));
      } catch (error) {
        failed.push({
          repo,
          code: isAppError(error) ? error.code : 'INTERNAL',
          message: error instanceof Error ? error.message : String(error),
        });
        return [];
      }
    }),
  );
  const all = found.flat().slice(offset);
  // Summaries need one request per file: only the first MAX_PARSED are fetched and parsed.
  const examples = await Promise.all(
    all.map(async (e, i) => {
      if (i >= MAX_PARSED) return e;
      const { declarations } = parseCompact((await github.getFile(e.repo, e.path)).content);
      const circuits = declarations.filter((d) => d.kind === 'circuit').map((d) => d.name);
      const count = (kind: string) => declarations.filter((d) => d.kind === kind).length;
      return { ...e, circuits, ledgerFields: count('ledger'), witnesses: count('witness') };
    }),
  );
  const answer = (kept: typeof examples) => ({
    examples: kept,
    summarised: Math.min(kept.length, MAX_PARSED),
    ...(kept.length < examples.length ? { next_offset: offset + kept.length } : {}),
    failed,
  });
  return answer((await fitItems(examples, EXAMPLES_BUDGET, answer)).items);
};
