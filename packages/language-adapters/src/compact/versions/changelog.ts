import { normalizeTag } from './tags.js';

/** One bullet of a changelog section. */
export interface ChangelogEntry {
  text: string;
  breaking: boolean;
  /** The `###` sub-heading it sits under (Added, Changed, Fixed…), if any. */
  category?: string;
  line: number;
}

/** One `##` section: its heading, the versions it names and its entries. */
export interface ChangelogSection {
  heading: string;
  /** Named versions: `{ toolchain, language, runtime }` for Compact headings, `{ version }` for plain ones. */
  versions: Record<string, string>;
  /** The version used for ordering: toolchain when named, else the first one. */
  version?: string;
  date?: string;
  line: number;
  entries: ChangelogEntry[];
}

const BREAKING = /\*\*\s*breaking[^*]*\*\*|\bBREAKING( CHANGE)?\b|^\s*breaking:/i;
const BREAKING_HEADING = /breaking/i;

/** Reads the versions a heading names: `[Toolchain 0.34.0, language 0.26.0, runtime 0.19.0]`, `[0.26.0] - 2025-01-02`, `v1.2`. */
export function headingVersions(heading: string): { versions: Record<string, string>; date?: string } {
  const versions: Record<string, string> = {};
  const named = /([A-Za-z][\w-]*)\s+v?(\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?)/g;
  for (const m of heading.matchAll(named)) {
    const key = (m[1] as string).toLowerCase();
    const v = normalizeTag(m[2] as string)?.version;
    if (v && !versions[key]) versions[key] = v;
  }
  if (Object.keys(versions).length === 0) {
    const bare = heading.match(/\bv?(\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?)/);
    const v = bare ? normalizeTag(bare[1] as string)?.version : undefined;
    if (v) versions.version = v;
  }
  const date = heading.match(/\b(\d{4}-\d{2}-\d{2})\b/)?.[1];
  return date ? { versions, date } : { versions };
}

/** Parses a Markdown CHANGELOG into sections with breaking-change markers. */
export function parseChangelog(markdown: string): ChangelogSection[] {
  const sections: ChangelogSection[] = [];
  let section: ChangelogSection | undefined;
  let category: string | undefined;
  let entry: ChangelogEntry | undefined;
  markdown.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const h2 = raw.match(/^##\s+(?!#)(.*)$/);
    const h3 = raw.match(/^###+\s+(.*)$/);
    const bullet = raw.match(/^\s{0,3}[-*+]\s+(.*)$/);
    if (h2) {
      const heading = (h2[1] as string).trim();
      const { versions, date } = headingVersions(heading);
      const version = versions.toolchain ?? Object.values(versions)[0];
      section = { heading, versions, line, entries: [], ...(version ? { version } : {}), ...(date ? { date } : {}) };
      sections.push(section);
      category = undefined;
      entry = undefined;
    } else if (h3 && section) {
      category = (h3[1] as string).trim();
      entry = undefined;
    } else if (bullet && section) {
      const text = (bullet[1] as string).trim();
      entry = {
        text,
        breaking: BREAKING.test(text) || BREAKING_HEADING.test(category ?? ''),
        line,
        ...(category ? { category } : {}),
      };
      section.entries.push(entry);
    } else if (entry && /^\s{2,}\S/.test(raw)) {
      // Continuation lines of a bullet.
      entry.text += ` ${raw.trim()}`;
      if (BREAKING.test(raw)) entry.breaking = true;
    } else if (section && raw.trim() && BREAKING.test(raw)) {
      // A breaking paragraph outside a list still counts.
      section.entries.push({ text: raw.trim(), breaking: true, line, ...(category ? { category } : {}) });
      entry = undefined;
    } else if (!raw.trim()) entry = undefined;
  });
  return sections;
}
