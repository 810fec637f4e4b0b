// A commit subject as a question: the `fix(scope):` / `pkg/path:` prefix, emoji and PR/issue numbers removed.
// Subjects that are not about behaviour (docs, comments, tests, chores, releases, reverts, typos) are refused.

const EMOJI = /^(?::[a-z0-9_+-]+:\s*|\p{Extended_Pictographic}\uFE0F?\s*)+/u;
const TAG = /^\[[^\]]{1,30}\]\s*/;
const PREFIX = /^([\w./{}*-]+(?:\s*,\s*[\w./{}*-]+)*)(\([^)]*\))?!?:\s+/;
const TRAILING_REF = [
  /\s*\((?:(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?|see|for)\s+)?(?:[\w.-]+\/[\w.-]+)?#\d+(?:\s*,\s*#\d+)*\)\s*$/i,
  /\s*[,;]?\s*(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?)\s+#\d+(?:\s*,\s*#\d+)*\s*$/i,
  /\s+#\d+\s*$/,
];
const REFUSED_TYPES = new Set(
  'docs doc test tests testing ci build chore chores style release deps dep revert wip bench benchmark example examples typo lint format merge bump version changelog readme'.split(
    ' ',
  ),
);
const REFUSED_START =
  /^(revert|merge|release|bump|prepare|update (the )?(changelog|readme|deps|dependencies|docs)|v?\d+\.\d+)/i;
const REFUSED_WORD =
  /\b(typos?|spelling|lint(er|ing)?|clippy|rustfmt|gofmt|prettier|formatting|changelog|readme|dependabot|renovate|copyright|license|whitespace|tests?|testing|docs|docstrings?)\b/i;
// About documentation or comments in the code, not behaviour.
const DOC_CHANGE =
  /^(fix |update |improve |add |clarify |correct )?(the |a |an )?(docs?|documentation|comments?)\b|^document\b/i;

export type CleanSubject = { ok: true; query: string; type?: string } | { ok: false; reason: string };

/** Cleans a subject into a query, or says why it is no question. */
export function cleanSubject(subject: string): CleanSubject {
  let s = subject.trim().replace(EMOJI, '').replace(TAG, '');
  let type: string | undefined;
  const m = PREFIX.exec(s);
  if (m) {
    type = m[1]!.toLowerCase();
    s = s.slice(m[0].length);
  }
  for (let again = true; again;) {
    const before = s;
    for (const re of TRAILING_REF) s = s.replace(re, '');
    again = s !== before;
  }
  s = s.replace(/\s+/g, ' ').trim();
  if (type && REFUSED_TYPES.has(type)) return { ok: false, reason: `type ${type}` };
  if (REFUSED_START.test(subject.trim()) || REFUSED_START.test(s)) return { ok: false, reason: 'revert/merge/release' };
  if (REFUSED_WORD.test(s) || DOC_CHANGE.test(s)) return { ok: false, reason: 'housekeeping, tests or docs' };
  if (s.split(' ').length < 4 || s.length < 20) return { ok: false, reason: 'too short' };
  return { ok: true, query: s, ...(type ? { type } : {}) };
}
