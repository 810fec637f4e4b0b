import { AppError } from '@sextant/core-engine';
import { languageStatus, legacySyntax, parseCompact, sectionsAbovePragma } from '@sextant/language-adapters/compact';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/upgrade-check.js';

/** The handler of upgradeCheck, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async ({ code }, deps: AppDeps) => {
  const parse = parseCompact(code);
  const pragma = parse.declarations.find((d) => d.kind === 'pragma' && d.name === 'language_version');
  if (pragma?.kind !== 'pragma') {
    throw new AppError('INVALID_INPUT', 'The code has no `pragma language_version`.', {
      hint: 'Add e.g. `pragma language_version >= 0.28;` (toolchain 0.36, ledger 9) at the top.',
    });
  }
  const status = await languageStatus(deps.versions, pragma.version);
  const breaking = sectionsAbovePragma(status.sections, status.range).flatMap((s) =>
    s.entries.filter((e) => e.breaking).map((e) => ({ version: s.version ?? s.heading, text: e.text })),
  );
  const syntaxIssues = legacySyntax(parse);
  const verdict: 'up-to-date' | 'needs-changes' | 'unknown' =
    status.admitsLatest === null
      ? 'unknown'
      : status.admitsLatest && syntaxIssues.length === 0
        ? 'up-to-date'
        : 'needs-changes';
  return {
    pragma: pragma.version,
    latestTag: status.latest.tag,
    latestLanguageVersion: status.latestLanguageVersion,
    admitsLatest: status.admitsLatest,
    breaking,
    syntaxIssues,
    verdict,
    advice: syntaxIssues.length
      ? `${status.advice} Fix the ${syntaxIssues.length} outdated construct(s) listed.`
      : status.advice,
  };
};
