// Invisible characters: zero-width, bidi controls, word joiners, soft hyphen, BOM, Mongolian vowel separator,
// and Unicode tag characters (U+E0000–U+E007F, used to smuggle ASCII invisibly).
const INVISIBLE =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;

/** Removes invisible characters; returns the clean text and how many were removed. */
export function stripInvisible(text: string): { text: string; removed: number } {
  let removed = 0;
  const clean = text.replace(INVISIBLE, () => {
    removed++;
    return '';
  });
  return { text: clean, removed };
}

// Common look-alikes of Latin letters (Cyrillic, Greek, Armenian, Latin extensions) folded to ASCII.
const HOMOGLYPHS: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ɩ: 'i',
  ı: 'i',
  ʏ: 'y',
  А: 'a',
  В: 'b',
  С: 'c',
  Е: 'e',
  Н: 'h',
  І: 'i',
  Ј: 'j',
  К: 'k',
  М: 'm',
  О: 'o',
  Р: 'p',
  Ѕ: 's',
  Т: 't',
  У: 'y',
  Х: 'x',
  Ү: 'y',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  Ζ: 'z',
  օ: 'o',
  ո: 'n',
  ս: 'u',
  ց: 'g',
};
const HOMOGLYPH_RE = new RegExp(`[${Object.keys(HOMOGLYPHS).join('')}]`, 'g');

/**
 * Folds look-alike letters to Latin inside words that also hold Latin letters (mixed-script words). A word written
 * entirely in look-alikes ("іgnоrе" in Cyrillic only) is folded too when the text around it is mostly Latin, so
 * ordinary Russian or Greek text keeps its own letters.
 */
export function foldHomoglyphs(text: string): string {
  const latin = text.match(/[a-z]/gi)?.length ?? 0;
  const other = text.match(/[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}]/gu)?.length ?? 0;
  const latinContext = latin >= other;
  return text.replace(/[\p{L}\p{M}]+/gu, (word) =>
    /[a-z]/i.test(word) || (latinContext && isAllLookalike(word))
      ? word.replace(HOMOGLYPH_RE, (c) => HOMOGLYPHS[c] ?? c)
      : word,
  );
}

const isAllLookalike = (word: string) => [...word].every((c) => c in HOMOGLYPHS);
