import { AppError } from '@sextant/core-engine';
import { parseChangelog } from './changelog.js';
import type { ChangelogSection } from './changelog.js';
import { diffGrammars, parseGrammar } from './grammar.js';
import { compareVersions, latestTag, resolveTag, sortTags } from './tags.js';
import type { NormalizedTag } from './tags.js';

/** A file as the version service reads it; a source may return more fields, which the service passes on. */
export interface ReleaseFile {
  content: string;
  url: string;
}

/** The release data the version service reads: tags, releases and files at a ref (github-source's repo reader fits). */
export interface ReleaseSource<F extends ReleaseFile = ReleaseFile> {
  listReleases(repo: string): Promise<{ tag: string; publishedAt: string | null; url: string; body: string }[]>;
  listTags(repo: string): Promise<string[]>;
  /** The file at `ref` (default branch when absent); throws AppError NOT_FOUND when missing. */
  getFile(repo: string, path: string, ref?: string): Promise<F>;
}

/** Where the version tools look in the Compact repository. */
export interface VersionServiceOptions {
  compactRepo: string;
  changelogPath: string;
  grammarPath: string;
  /** Tag product preferred when a repo mixes several (`compactc`). */
  product: string;
}

/** Version lookups, changelog and grammar comparisons over a release source. */
export function createVersionService<F extends ReleaseFile>(source: ReleaseSource<F>, opts: VersionServiceOptions) {
  const repoOf = (repo?: string) => repo ?? opts.compactRepo;

  async function tags(repo?: string): Promise<string[]> {
    const [releases, tagNames] = await Promise.all([source.listReleases(repoOf(repo)), source.listTags(repoOf(repo))]);
    return [...new Set([...releases.map((r) => r.tag), ...tagNames])];
  }
  // Prefer the configured product when the repo has such tags, else any product.
  const productFor = (all: string[]) => (sortTags(all, opts.product).length > 0 ? opts.product : undefined);

  async function resolve(version: string | undefined, repo?: string): Promise<NormalizedTag> {
    const all = await tags(repo);
    const product = productFor(all);
    const found = version ? resolveTag(all, version, product) : latestTag(all, { product });
    if (!found) {
      const known = sortTags(all, product)
        .slice(0, 10)
        .map((t) => t.tag);
      throw new AppError(
        'NOT_FOUND',
        version ? `No tag of ${repoOf(repo)} matches "${version}".` : `${repoOf(repo)} has no release tags.`,
        {
          hint: known.length ? `Known tags include: ${known.join(', ')}.` : 'Check the repository name.',
          details: { known },
        },
      );
    }
    return found;
  }

  // The CHANGELOG file at a release tag.
  const changelogAt = (tag: NormalizedTag, repo?: string) => source.getFile(repoOf(repo), opts.changelogPath, tag.tag);

  async function sectionsBetween(from: string, to: NormalizedTag, repo?: string): Promise<ChangelogSection[]> {
    const changelog = await changelogAt(to, repo);
    return parseChangelog(changelog.content).filter(
      (s) => s.version && compareVersions(s.version, from) > 0 && compareVersions(s.version, to.version) <= 0,
    );
  }

  const grammarAt = async (tag: NormalizedTag) =>
    parseGrammar((await source.getFile(opts.compactRepo, opts.grammarPath, tag.tag)).content);

  return {
    resolve,
    changelogAt,
    async versionInfo(repo?: string) {
      const releases = await source.listReleases(repoOf(repo));
      const all = await tags(repo);
      const product = productFor(all);
      const sorted = sortTags(all, product);
      const latest = latestTag(all, { product });
      const release = releases.find((r) => r.tag === latest?.tag);
      return {
        repo: repoOf(repo),
        latest: latest
          ? {
              ...latest,
              publishedAt: release?.publishedAt ?? null,
              url: release?.url ?? null,
              notes: release?.body ?? '',
            }
          : null,
        versions: sorted
          .slice(0, 30)
          .map((t) => ({ ...t, publishedAt: releases.find((r) => r.tag === t.tag)?.publishedAt ?? null })),
      };
    },
    async breakingChanges(from: string, to?: string, repo?: string) {
      const target = await resolve(to, repo);
      const fromVersion = (await resolve(from, repo).catch(() => undefined))?.version ?? from;
      const sections = await sectionsBetween(fromVersion, target, repo);
      return { from: fromVersion, to: target, sections };
    },
    async compareSyntax(from: string, to?: string) {
      const [a, b] = await Promise.all([resolve(from), resolve(to)]);
      return { from: a, to: b, diff: diffGrammars(await grammarAt(a), await grammarAt(b)) };
    },
    async latestSyntax() {
      const tag = await resolve(undefined);
      const file = await source.getFile(opts.compactRepo, opts.grammarPath, tag.tag);
      return { tag, source: file.url, grammar: parseGrammar(file.content), text: file.content };
    },
    async fileAtVersion(path: string, version: string, repo?: string) {
      const tag = await resolve(version, repo);
      return { tag, file: await source.getFile(repoOf(repo), path, tag.tag) };
    },
  };
}

/** The service's type, for deps (`F`: the files its source returns). */
export type VersionService<F extends ReleaseFile = ReleaseFile> = ReturnType<typeof createVersionService<F>>;
