const [OTHER, LOWER, UPPER, DIGIT, SEPARATOR] = [0, 1, 2, 3, 4];
const CHAR_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  CHAR_CLASS[c] = /[a-z]/.test(ch)
    ? LOWER
    : /[A-Z]/.test(ch)
      ? UPPER
      : /\d/.test(ch)
        ? DIGIT
        : /[_$]/.test(ch)
          ? SEPARATOR
          : OTHER;
}
const classAt = (s: string, i: number) => {
  const c = s.charCodeAt(i);
  return c < 128 ? CHAR_CLASS[c]! : OTHER;
};

/**
 * Splits one identifier into its camelCase / snake_case / digit parts: at runs of `_`/`$`, lower→Upper,
 * the last capital of an acronym before a lowercase letter (HTTPServer), and letter↔digit.
 */
export function splitIdentifier(word: string): string[] {
  const parts: string[] = [];
  const n = word.length;
  let start = 0;
  for (let i = 0; i < n; i++) {
    const b = classAt(word, i);
    if (b === SEPARATOR) {
      if (i > start) parts.push(word.slice(start, i));
      start = i + 1;
      continue;
    }
    if (i === start) continue;
    const a = classAt(word, i - 1);
    const letterA = a === LOWER || a === UPPER;
    if (
      (a === LOWER && b === UPPER) ||
      (a === UPPER && b === UPPER && i + 1 < n && classAt(word, i + 1) === LOWER) ||
      (letterA && b === DIGIT) ||
      (a === DIGIT && (b === LOWER || b === UPPER))
    ) {
      parts.push(word.slice(start, i));
      start = i;
    }
  }
  if (n > start) parts.push(word.slice(start));
  return parts;
}
