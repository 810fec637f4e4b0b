import { AppError } from '@sextant/core-engine';
import { languageStatus, parseCompact } from '@sextant/language-adapters/compact';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/check-version.js';

/** The handler of checkVersion, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async ({ code, pragma }, deps: AppDeps) => {
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
};
