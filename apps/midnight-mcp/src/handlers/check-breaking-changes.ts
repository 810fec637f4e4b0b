import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/check-breaking-changes.js';

/** The handler of checkBreakingChanges, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { from, to, repo },
  { versions }: AppDeps,
) => {
  const result = await versions.breakingChanges(from, to, repo);
  const sections = result.sections.map((s) => ({
    heading: s.heading,
    version: s.version ?? '',
    ...(s.date ? { date: s.date } : {}),
    breaking: s.entries
      .filter((e) => e.breaking)
      .map(({ text, line, category }) => ({ text, line, ...(category ? { category } : {}) })),
  }));
  return {
    from: result.from,
    to: result.to,
    breakingCount: sections.reduce((n, s) => n + s.breaking.length, 0),
    sections,
  };
};
