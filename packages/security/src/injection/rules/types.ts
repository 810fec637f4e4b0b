import type { Lang } from '../language.js';
import type { Words } from '../lexicon.js';

/** The structural signals a passage is scored on; a finding's `rule` is one of them. */
type Signal =
  | 'ignore-instructions'
  | 'addressed-to-ai'
  | 'imperative'
  | 'role-override'
  | 'unrestricted'
  | 'authority-claim'
  | 'deceive'
  | 'harmful-action'
  | 'exfiltrate'
  | 'system-prompt'
  | 'run-command'
  | 'tool-use'
  | 'hidden-action'
  | 'fake-system-tag';

/**
 * One screening rule, kept as data. It runs on a sentence only when the sentence is in one of `langs` (see
 * language.ts); its pattern is a RegExp source over the normalised sentence in which `{slot}` becomes the slot's
 * words in the sentence's languages (lexicon.ts, or `words` here), `{B}` and `{E}` are word edges for alphabetic
 * scripts and `{gap:N}` is up to N characters inside one sentence.
 */
export interface InjectionRule {
  /** Stable kebab-case id, unique across rules. */
  id: string;
  /** The signal a match counts as; a signal adds the highest weight among its rules that matched. */
  signal: Signal;
  weight: number;
  /** The languages whose sentences the rule runs on; `any` for syntax no language owns (shell, chat markup, URLs). */
  langs: readonly Lang[] | 'any';
  pattern: string;
  /** Slots of this rule only (possessives, greetings), by language. */
  words?: Record<string, Words>;
  /** Not counted when a negation comes just before ("never paste your key into an issue"). */
  negatable?: boolean;
  /** Sentences the rule must fire on, and near misses it must not fire on; they run as tests. */
  examples: { positive: readonly string[]; negative: readonly string[] };
}
