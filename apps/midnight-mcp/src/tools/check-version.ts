import { AppError } from '@sextant/core-engine';
import { languageStatus, parseCompact } from '@sextant/language-adapters/compact';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { codeLimits, readOnlyRemote } from './shared.js';

export const checkVersion = defineTool({
  name: 'midnight-check-version',
  title: 'Check language version',
  description:
    "Checks a contract's `pragma language_version` (or a given expression) against the language version of the latest Compact release.",
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
  async handler({ code, pragma }, deps: AppDeps) {
    const fromCode = code
      ? parseCompact(code).declarations.find((d) => d.kind === 'pragma' && d.name === 'language_version')
      : undefined;
    const expression = pragma ?? (fromCode?.kind === 'pragma' ? fromCode.version : undefined);
    if (!expression) {
      throw new AppError('INVALID_INPUT', 'No language_version pragma found.', {
        hint: 'Pass code with "pragma language_version …;" or the pragma argument.',
      });
    }
    const status = await languageStatus(deps.versions, expression);
    return {
      pragma: status.pragma,
      range: status.range,
      latestTag: status.latest.tag,
      latestLanguageVersion: status.latestLanguageVersion,
      admitsLatest: status.admitsLatest,
      advice: status.advice,
    };
  },
});
