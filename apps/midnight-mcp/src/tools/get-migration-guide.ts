import { isAppError } from '@sextant/core-engine';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { readOnlyRemote, tagSchema } from './shared.js';

export const getMigrationGuide = defineTool({
  name: 'midnight-get-migration-guide',
  title: 'Get migration guide',
  description:
    'Step-by-step upgrade guide between two Compact versions: breaking changes first, then other changes and grammar differences.',
  annotations: readOnlyRemote,
  input: z.object({
    from: z.string().min(1).describe('Version or tag you are on'),
    to: z.string().optional().describe('Target version or tag; default: latest release'),
  }),
  output: z.object({
    from: z.string(),
    to: tagSchema,
    steps: z.array(z.string()),
    otherChanges: z.array(z.object({ version: z.string(), text: z.string() })),
    syntax: z
      .object({
        addedKeywords: z.array(z.string()),
        removedKeywords: z.array(z.string()),
        changedProductions: z.array(z.string()),
      })
      .nullable(),
    syntaxNote: z.string().optional(),
  }),
  async handler({ from, to }, { versions }: AppDeps) {
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
  },
});
