import { AppError } from '@sextant/core-engine';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { languageStatus, legacySyntax, parseCompact, sectionsAbovePragma } from '@sextant/language-adapters/compact';
import type { AppDeps } from '../deps.js';
import { codeInput, codeLimits, readOnlyRemote } from './shared.js';

export const upgradeCheck = defineTool({
  name: 'midnight-upgrade-check',
  title: 'Upgrade check',
  description:
    'One-call upgrade review of a contract: its pragma against the latest release, breaking changes since, and outdated syntax in the code.',
  annotations: readOnlyRemote,
  input: z.object({ code: codeInput }),
  output: z.object({
    pragma: z.string(),
    latestTag: z.string(),
    latestLanguageVersion: z.string().nullable(),
    admitsLatest: z.boolean().nullable(),
    breaking: z.array(z.object({ version: z.string(), text: z.string() })),
    syntaxIssues: z.array(z.object({ line: z.number(), column: z.number(), message: z.string() })),
    verdict: z.enum(['up-to-date', 'needs-changes', 'unknown']),
    advice: z.string(),
  }),
  limits: codeLimits,
  async handler({ code }, deps: AppDeps) {
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
  },
});
