import { isAppError } from '@sextant/core-engine';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/get-migration-guide.js';

/** The handler of getMigrationGuide, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { from, to },
  { versions }: AppDeps,
) => {
  const changes = await versions.breakingChanges(from, to);
  const ordered = [...changes.sections].reverse(); // oldest first: apply upgrades in release order
  const steps = ordered.flatMap((s) =>
    s.entries
      .filter((e) => e.breaking)
      .map((e) => `[${s.version}] ${e.text.replace(/\*\*\s*breaking\.?\s*\*\*\s*/i, '')}`),
  );
  const otherChanges = ordered.flatMap((s) =>
    s.entries.filter((e) => !e.breaking).map((e) => ({ version: s.version ?? '', text: e.text })),
  );
  const syntax = await versions.compareSyntax(changes.from, changes.to.tag).then(
    ({ diff }) => ({
      addedKeywords: diff.addedKeywords,
      removedKeywords: diff.removedKeywords,
      changedProductions: [
        ...diff.addedProductions,
        ...diff.removedProductions,
        ...diff.changedProductions.map((c) => c.production),
      ],
    }),
    (error: unknown) => {
      if (isAppError(error) && error.code === 'NOT_FOUND') return null; // no grammar document at one of the versions
      throw error;
    },
  );
  steps.push(
    `Set "pragma language_version" to admit the target language version and recompile with ${changes.to.tag}.`,
  );
  return {
    from: changes.from,
    to: changes.to,
    steps,
    otherChanges,
    syntax,
    ...(syntax ? {} : { syntaxNote: 'No grammar document at one of the versions; syntax differences not compared.' }),
  };
};
