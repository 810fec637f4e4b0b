import { semver } from './semver.js';
import { parseChangelog } from './changelog.js';
import type { ChangelogSection } from './changelog.js';
import { pragmaAdmits, pragmaToRange } from './pragma.js';
import type { VersionService } from './version-service.js';

/** A pragma expression judged against the latest Compact release, with the changelog it used. */
export async function languageStatus(versions: Pick<VersionService, 'resolve' | 'changelogAt'>, expression: string) {
  const latest = await versions.resolve(undefined);
  const changelog = await versions.changelogAt(latest);
  const sections = parseChangelog(changelog.content);
  const language = sections.find((s) => s.version === latest.version)?.versions.language ?? null;
  const range = pragmaToRange(expression) ?? null;
  const admits = language ? (pragmaAdmits(expression, language) ?? null) : null;
  const advice =
    admits === null
      ? language
        ? `Could not read "${expression}" as a version range.`
        : `The ${latest.tag} changelog names no language version.`
      : admits
        ? `The pragma admits language ${language} (${latest.tag}).`
        : `The pragma excludes language ${language} of ${latest.tag}; review the breaking changes, then widen the pragma.`;
  return { pragma: expression, range, latest, latestLanguageVersion: language, admitsLatest: admits, advice, sections };
}

/** Changelog sections that raise the language version above the lowest one the pragma admits. */
export function sectionsAbovePragma(sections: readonly ChangelogSection[], range: string | null): ChangelogSection[] {
  const floor = range ? semver().minVersion(range)?.version : undefined;
  if (!floor) return [];
  return sections.filter((s) => s.versions.language && semver().gt(s.versions.language, floor));
}
