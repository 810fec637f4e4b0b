// Whether a commit makes a localization query: one parent, a subject that reads as a question, 1-3 source
// files modified (none added, deleted or renamed), a small change, and every gold file present at the snapshot.
import { kindOf } from './classify.js';
import type { CommitChange } from './git.js';
import { cleanSubject } from './subject.js';

/** At most this many files changed in all (tests and docs included): larger commits are sweeping refactors. */
const MAX_FILES = 15;
/** At most this many source lines added + deleted. */
const MAX_SOURCE_LINES = 300;

export type Qualified = { ok: true; query: string; gold: string[] } | { ok: false; reason: string };

/**
 * Qualifies one commit; `snapshot` (the corpus tree's paths) also requires every gold file to be in the corpus,
 * and `linesOf` (lines changed in the given paths, asked last since it reads blobs) caps the change's size.
 */
export function qualify(
  c: CommitChange,
  snapshot?: ReadonlySet<string>,
  linesOf?: (c: CommitChange, paths: string[]) => number,
): Qualified {
  if (c.parents.length !== 1) return { ok: false, reason: 'merge' };
  const subject = cleanSubject(c.subject);
  if (!subject.ok) return subject;
  if (c.files.length > MAX_FILES) return { ok: false, reason: 'too many files' };
  const sources = c.files.filter((f) => kindOf(f.path) === 'source');
  if (sources.length === 0) return { ok: false, reason: 'no source file' };
  if (sources.length > 3) return { ok: false, reason: 'over 3 source files' };
  if (sources.some((f) => f.status !== 'M')) return { ok: false, reason: 'source added or deleted' };
  const gold = sources.map((f) => f.path).sort();
  if (snapshot && gold.some((p) => !snapshot.has(p))) return { ok: false, reason: 'gold not in the snapshot' };
  if (linesOf && linesOf(c, gold) > MAX_SOURCE_LINES) return { ok: false, reason: 'large change' };
  return { ok: true, query: subject.query, gold };
}
