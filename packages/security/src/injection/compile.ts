import { needed } from './gate.js';
import { LANGS, type Lang } from './language.js';
import { LEXICON, type Words } from './lexicon.js';
import { stripAccents } from './passages.js';
import type { InjectionRule } from './rules/types.js';

// A gap that stays inside one sentence (a dot inside a URL or a file name is no sentence end).
const G = '(?:[^.!?;。！？；]|[.!?](?=[^\\s]))';
// Word edges for alphabetic scripts; Chinese and Japanese have no spaces, so their words have no edges here.
const LETTER = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{N}_]';
const MACROS: Record<string, string> = { B: `(?<!${LETTER})`, E: `(?!${LETTER})` };
const PLACEHOLDER = /\{([A-Za-z]\w*)(?::(\d+))?\}/g;

/** A pattern with its own slots: the shape compile() takes (a rule, or a pattern of score.ts). */
export interface Template {
  id: string;
  langs: readonly Lang[] | 'any';
  pattern: string;
  words?: Record<string, Words>;
}

/** The pattern's source with every slot filled with the words of `langs` (and the slot's `any` words). */
export function expand(t: Template, langs: readonly Lang[]): string {
  return t.pattern.replace(PLACEHOLDER, (m, name: string) => {
    if (name === 'gap' || MACROS[name]) return macros(m);
    const words = t.words?.[name] ?? (LEXICON as Record<string, Words>)[name];
    if (!words) throw new Error(`${t.id}: unknown slot {${name}}`);
    const list = [...new Set([...(words.any ?? []), ...langs.flatMap((l) => words[l] ?? [])])];
    // A slot without words in these languages matches nothing.
    return list.length ? macros(`(?:${list.join('|')})`) : '(?!)';
  });
}

/** `{gap:N}`, `{B}` and `{E}` (words may use them too). */
const macros = (source: string) =>
  source.replace(/\{gap:(\d+)\}|\{([BE])\}/g, (_m, n?: string, edge?: string) => (n ? `${G}{0,${n}}` : MACROS[edge!]!));

// Sources are written with accents; the text is matched without them (see stripAccents).
const compileSource = (source: string) => new RegExp(stripAccents(source), 'u');

const cache = new Map<Template, Map<number, RegExp | null>>();
const langBits = (langs: Iterable<Lang>) => [...langs].reduce((bits, l) => bits | (1 << LANGS.indexOf(l)), 0);

/**
 * The template's expression for a sentence in `langs`, or null when the template runs on none of them. Compiled on
 * first use per set of languages: a sentence of unclear language gets every language of its script, so the sets
 * met are few.
 */
export function compiled(t: Template, langs: ReadonlySet<Lang>): RegExp | null {
  const own = t.langs === 'any' ? [] : t.langs.filter((l) => langs.has(l));
  if (t.langs !== 'any' && own.length === 0) return null;
  const key = langBits(own);
  let byKey = cache.get(t);
  if (!byKey) cache.set(t, (byKey = new Map()));
  let re = byKey.get(key);
  if (re === undefined) byKey.set(key, (re = compileSource(expand(t, own))));
  return re;
}

/** Rules of one signal and weight run as one expression: a sentence then costs one scan per group. */
export interface Step {
  signal: InjectionRule['signal'];
  weight: number;
  negatable: boolean;
  re: RegExp;
  /** Literals one of which every match of `re` contains (null: none known, `re` always runs); see gate.ts. */
  needs: string[] | null;
}

const plans = new Map<number, readonly Step[]>();

/** The expressions to run on a sentence in `langs`, built once per set of languages. */
export function plan(rules: readonly InjectionRule[], langs: ReadonlySet<Lang>): readonly Step[] {
  const key = langBits(langs);
  let steps = plans.get(key);
  if (steps) return steps;
  const groups = new Map<string, { step: Omit<Step, 're' | 'needs'>; sources: string[] }>();
  for (const rule of rules) {
    const own = rule.langs === 'any' ? [] : rule.langs.filter((l) => langs.has(l));
    if (rule.langs !== 'any' && own.length === 0) continue;
    const id = `${rule.signal}|${rule.weight}|${!!rule.negatable}`;
    const group = groups.get(id) ?? {
      step: { signal: rule.signal, weight: rule.weight, negatable: !!rule.negatable },
      sources: [],
    };
    group.sources.push(expand(rule, own));
    groups.set(id, group);
  }
  steps = [...groups.values()].map(({ step, sources }) => ({
    ...step,
    re: compileSource(sources.join('|')),
    needs: needed(stripAccents(sources.join('|'))),
  }));
  plans.set(key, steps);
  return steps;
}
