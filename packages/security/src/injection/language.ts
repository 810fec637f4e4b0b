// Which languages a sentence is written in, so a rule runs only on the languages its words belong to. Script
// tells Russian, Chinese, Japanese and Korean apart; Latin-script languages are told apart by their function words,
// which no sentence of a few words avoids. A sentence without enough evidence gets every language of its script,
// so a short or mixed sentence is screened as broadly as before (bench/injection/language.ts measures this).

import { stripAccents } from './passages.js';

/** The languages the screen has words for. */
export const LANGS = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'ru', 'zh', 'ja', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

type LatinLang = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'nl' | 'pl';
const LATIN: readonly LatinLang[] = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl'];

/** Articles, pronouns, prepositions and conjunctions: the words every sentence of a language is made of. */
const FUNCTION_WORDS: Record<LatinLang, string> = {
  en: 'the a an and or of to in on for with from by at as is are be was were you your yours this that these those it its if not no do does all any every my me we our they them their has have will can should must please now than then into about',
  de: 'der die das den dem des ein eine einen einem einer und oder nicht ist sind du dir dich dein deine deinen ihr ihre sie wir zu zum zur mit für von vom auf im ins alle allen aus bitte nur wenn jetzt ab bei nach dieser diese dieses ohne',
  fr: 'l d qu le la les un une des et ou de du pour avec vous tu ton ta tes vos votre est sont pas ne ce cet cette ces que qui dans sur au aux tout toute toutes tous sans plus',
  es: 'el la lo los las un una unos unas y o a de del para con por tu tus su sus es son no que en al todo toda todas todos este esta estos estas ahora sin',
  pt: 'o a os as um uma e ou de do da dos das para com por você seu sua seus suas é são não que em no na nos nas ao à todo toda todas todos este esta isso agora sem',
  it: 'l il lo la i gli le un una uno e o a di del della dei delle per con tu tuo tua tue tuoi è sono non che in nel nella al alla ai tutto tutte tutti questo questa ora senza',
  nl: 'de het een en of van voor met je jij jouw uw is zijn niet dat die dit deze in op aan alle nu naar',
  pl: 'i w z na do nie jest są to że się od dla po ty twoje twoich wszystkie wszystko teraz oraz bez',
};

// Sentences are matched without accents (see stripAccents), so the words are looked up without them too.
const WORD_LANGS: ReadonlyMap<string, readonly LatinLang[]> = (() => {
  const map = new Map<string, LatinLang[]>();
  for (const lang of LATIN)
    for (const word of stripAccents(FUNCTION_WORDS[lang]).split(' '))
      if (!map.get(word)?.includes(lang)) map.set(word, [...(map.get(word) ?? []), lang]);
  return map;
})();

const CYRILLIC = /\p{Script=Cyrillic}/u;
const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * The languages of one normalised (lower-case) sentence. Latin-script languages count when they have at least
 * two function words and at least half as many as the best one; without such evidence every Latin-script
 * language counts.
 */
export function sentenceLanguages(text: string): ReadonlySet<Lang> {
  const out = new Set<Lang>();
  if (CYRILLIC.test(text)) out.add('ru');
  if (KANA.test(text)) out.add('ja');
  else if (HAN.test(text)) out.add('zh');
  if (HANGUL.test(text)) out.add('ko');
  if (!LATIN_LETTER.test(text)) return out;
  const counts = new Map<LatinLang, number>();
  for (const word of text.match(/\p{L}+/gu) ?? [])
    for (const lang of WORD_LANGS.get(word) ?? []) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  const best = Math.max(0, ...counts.values());
  if (best < 2) {
    // No Latin-script evidence: a sentence in another script keeps its own languages (its Latin letters are
    // names and commands), a Latin one gets them all.
    if (out.size === 0) for (const lang of LATIN) out.add(lang);
    return out;
  }
  for (const [lang, n] of counts) if (n >= 2 && n * 2 >= best) out.add(lang);
  return out;
}

const OTHER_LATIN: readonly Lang[] = LATIN.filter((l) => l !== 'en');

/**
 * The languages rules are compiled for: English alone, the other Latin-script languages together, or all of them
 * when a sentence mixes English with another; other scripts as found. Each such set costs a compile of every rule
 * group (about as much as the whole screen used to), so a process meets a handful of sets, not dozens.
 */
export function ruleLanguages(langs: ReadonlySet<Lang>): ReadonlySet<Lang> {
  const latin = LATIN.filter((l) => langs.has(l));
  if (latin.length <= 1 && (latin[0] ?? 'en') === 'en') return langs;
  const out = new Set<Lang>([...langs].filter((l) => !LATIN.includes(l as LatinLang)));
  for (const l of latin.includes('en') ? LATIN : OTHER_LATIN) out.add(l);
  return out;
}
