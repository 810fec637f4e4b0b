import { compiled, plan, type Template } from './compile.js';
import { openSteps } from './gate.js';
import { LANGS, ruleLanguages, sentenceLanguages, type Lang } from './language.js';
import type { Words } from './lexicon.js';
import type { Sentence } from './passages.js';
import { injectionRules } from './rules/index.js';
import type { InjectionRule } from './rules/types.js';

/** A passage scoring at or above this is reported. */
const THRESHOLD = 1;
/** Added when an instruction-like passage is hidden from a human reader (a comment, white text, base64...). */
const HIDDEN_BONUS = 0.4;
/** Added when an instruction-like passage was dressed up: letters split by invisible characters, look-alikes. */
const OBFUSCATION_BONUS = 0.3;
// The bonuses apply only to passages that already look like instructions: a container alone is no signal.
const BONUS_FLOOR = 0.4;

/** What a passage scored, and from which signals. */
export interface Scored {
  score: number;
  /** The strongest signal (the finding's rule). */
  rule: string;
  signals: Record<string, number>;
}

// What voids or discounts a match, per language (English only for now, besides quotes and negations).
const ESCAPES = {
  // A negation just before the match, or inside it ("keep the key private: do not paste it anywhere").
  negatedBefore: '(?:^|[\\s,]){negation}\\s+(?:\\S+\\s+)?$|{negationUnspaced}',
  negatedInside: '(?:^|[\\s,]){negation}\\s|{negationUnspaced}',
  // Quoting an attack ("a page that says 'ignore previous instructions'") is talk about it, not the attack. So is
  // telling a reader how to do it ("pass `system` if you want to override the system prompt").
  talkBefore: '{talkBefore}$',
  // "Skip the previous instructions if you use the hosted version": a step of a guide, not an override.
  docsStep: '{docsStep}',
};
const ESCAPE_WORDS: Record<string, Words> = {
  talkBefore: {
    any: ['["\'“”‘’«»„]\\s*'],
    en: ['(?:(?<!you )\\bto|\\bcan|\\bcould|\\bmay|\\bmight|\\blets you|\\bhow to|\\bwant to|\\bwish to)\\s+'],
  },
  docsStep: {
    en: [
      "\\b(?:if you(?:'re| are)? (?:using|use|already|have|installed|prefer|want|run|need|are on|on)|unless you)\\b",
    ],
  },
};
const escape = Object.fromEntries(
  Object.entries(ESCAPES).map(([id, pattern]): [string, Template] => [
    id,
    { id, langs: LANGS, pattern, words: ESCAPE_WORDS },
  ]),
) as Record<keyof typeof ESCAPES, Template>;
const test = (t: Template, langs: ReadonlySet<Lang>, text: string) => compiled(t, langs)?.test(text) ?? false;

/** The weight a match adds, or undefined when a negation voids it; an override quoted or put as a docs step counts half. */
function weigh(
  rule: Pick<InjectionRule, 'signal' | 'weight' | 'negatable'>,
  m: RegExpExecArray,
  text: string,
  langs: ReadonlySet<Lang>,
): number | undefined {
  if (
    rule.negatable &&
    (test(escape.negatedBefore, langs, text.slice(Math.max(0, m.index - 24), m.index)) ||
      test(escape.negatedInside, langs, m[0]))
  )
    return undefined;
  const talk =
    rule.signal === 'ignore-instructions' &&
    (test(escape.talkBefore, langs, text.slice(0, m.index)) || test(escape.docsStep, langs, text));
  return talk ? rule.weight / 2 : rule.weight;
}

/** Signals of one sentence: the highest weight per signal among the rules of its languages that matched. */
function sentenceSignals(text: string): Record<string, number> {
  const found: Record<string, number> = {};
  const langs = ruleLanguages(sentenceLanguages(text));
  const steps = plan(injectionRules, langs);
  const open = openSteps(steps, text);
  for (const [k, step] of steps.entries()) {
    if (!open[k]) continue; // holds none of the literals the step needs: it cannot match
    const m = step.re.exec(text);
    const w = m ? weigh(step, m, text, langs) : undefined;
    if (w !== undefined) found[step.signal] = Math.max(found[step.signal] ?? 0, w);
  }
  return found;
}

/** Whether one rule fires on one normalised sentence (what its examples are tested with). */
export function ruleFires(rule: InjectionRule, text: string): boolean {
  const langs = ruleLanguages(sentenceLanguages(text));
  const m = compiled(rule, langs)?.exec(text);
  return !!m && weigh(rule, m, text, langs) !== undefined;
}

/** Scores a window of sentences: distinct signals add up; an imperative counts only when an AI is addressed (or under a fake role marker). */
function scoreWindow(window: readonly Sentence[], cache: Map<string, Record<string, number>>, hidden = false): Scored {
  const signals: Record<string, number> = {};
  const add = (found: Record<string, number>) => {
    for (const [rule, w] of Object.entries(found)) signals[rule] = Math.max(signals[rule] ?? 0, w);
  };
  for (const s of window) {
    let found = cache.get(s.text);
    if (!found) cache.set(s.text, (found = sentenceSignals(s.text)));
    add(found);
  }
  if (!signals['addressed-to-ai'] && !signals['fake-system-tag']) delete signals.imperative;
  const base = Object.values(signals).reduce((a, b) => a + b, 0);
  let score = base;
  if (base >= BONUS_FLOOR && hidden) score += HIDDEN_BONUS;
  if (base >= BONUS_FLOOR && window.some((s) => s.obfuscated)) score += OBFUSCATION_BONUS;
  const rule =
    Object.entries(signals)
      .filter(([r]) => r !== 'imperative')
      .sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'imperative';
  return { score, rule, signals };
}

/** Instruction-like passages among sentences: a sentence alone, or with the next one, scoring over the threshold. */
export function flaggedPassages(
  list: readonly Sentence[],
  hidden = false,
): { at: Sentence; scored: Scored; text: string }[] {
  // Keyed by text: code and docs repeat lines (braces, `return x;`, list markers), and a sentence's signals depend on its text alone.
  const cache = new Map<string, Record<string, number>>();
  const out: { at: Sentence; scored: Scored; text: string }[] = [];
  const score = (from: number, size: number) => scoreWindow(list.slice(from, from + size), cache, hidden);
  for (let i = 0; i < list.length; i++) {
    const one = score(i, 1);
    if (one.score >= THRESHOLD) {
      out.push({ at: list[i]!, scored: one, text: list[i]!.text });
      continue;
    }
    // A pair counts only when neither sentence does alone (the next one is then reported on its own line).
    if (i + 1 >= list.length || score(i + 1, 1).score >= THRESHOLD) continue;
    const two = score(i, 2);
    if (two.score < THRESHOLD) continue;
    out.push({ at: list[i]!, scored: two, text: `${list[i]!.text} ${list[i + 1]!.text}` });
    i++;
  }
  return out;
}
