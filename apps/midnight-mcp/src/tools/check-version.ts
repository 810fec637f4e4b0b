import { AppError } from '@sextant/core-engine';
import { parseCompact } from '@sextant/language-adapters';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { parseChangelog } from '../versions/changelog.js';
import { pragmaAdmits, pragmaToRange } from '../versions/pragma.js';
import { codeLimits, readOnlyRemote } from './shared.js';

export const checkVersion = defineTool({
  name: 'midnight-check-version',
  title: 'Check language version',
  description: "Checks a contract's `pragma language_version` (or a given expression) against the language version of the latest Compact release.",
  annotations: readOnlyRemote,
  input: z.object({
    code: z.string().max(1_000_000).optional().describe('Compact source with a pragma'),
    pragma: z.string().optional().describe('Version expression instead of code, e.g. ">= 0.20"'),
  }),
  output: z.object({
    pragma: z.string(),
    range: z.string().nullable(),
    latestTag: z.string(),
    latestLanguageVersion: z.string().nullable(),
    admitsLatest: z.boolean().nullable(),
    advice: z.string(),
  }),
  limits: codeLimits,
  async handler({ code, pragma }, { versions, github, config }: AppDeps) {
    const fromCode = code ? parseCompact(code).declarations.find((d) => d.kind === 'pragma' && d.name === 'language_version') : undefined;
    const expression = pragma ?? (fromCode?.kind === 'pragma' ? fromCode.version : undefined);
    if (!expression) {
      throw new AppError('INVALID_INPUT', 'No language_version pragma found.', { hint: 'Pass code with "pragma language_version …;" or the pragma argument.' });
    }
    const latest = await versions.resolve(undefined);
    const changelog = await github.getFile(config.MIDNIGHT_COMPACT_REPO, config.MIDNIGHT_CHANGELOG_PATH, latest.tag);
    const section = parseChangelog(changelog.content).find((s) => s.version === latest.version);
    const language = section?.versions.language ?? null;
    const admits = language ? (pragmaAdmits(expression, language) ?? null) : null;
    const advice =
      admits === null
        ? language ? `Could not read "${expression}" as a version range.` : `The ${latest.tag} changelog names no language version.`
        : admits ? `The pragma admits language ${language} (${latest.tag}).`
          : `The pragma excludes language ${language} of ${latest.tag}; run midnight-check-breaking-changes, then widen the pragma.`;
    return { pragma: expression, range: pragmaToRange(expression) ?? null, latestTag: latest.tag, latestLanguageVersion: language, admitsLatest: admits, advice };
  },
});
