import { ID_PART } from '../ident-chars.js';
import { Unsure } from './tokens.js';

/** End of a numeric literal starting at `i` (decimal, hex/octal/binary, exponents, separators, BigInt). */
export function readNumber(s: string, i: number): number {
  const n = s.length;
  const radix = s.charCodeAt(i) === 48 && /[xXoObB]/.test(s[i + 1] ?? '');
  let dot = radix;
  let exp = radix;
  for (i++; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 46 && !dot && !exp) {
      dot = true;
      continue;
    }
    if ((c === 101 || c === 69) && !exp) {
      exp = true;
      dot = true;
      const sign = s.charCodeAt(i + 1);
      if (sign === 43 || sign === 45) i++;
      continue;
    }
    if (c >= 128 || ID_PART[c] === 0) break;
  }
  return i;
}

/** End of a quoted string starting at `i` (the quote), escapes and line continuations included. */
export function readString(s: string, i: number, quote: number): number {
  const n = s.length;
  for (i++; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) {
      i++;
      continue;
    }
    if (c === 10) break;
  }
  throw new Unsure('unterminated string');
}

/** From just after `` ` `` or a substitution's `}`: where this template part ends, and whether at `${`. */
export function readTemplatePart(s: string, i: number): { end: number; head: boolean } {
  const n = s.length;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 96) return { end: i + 1, head: false };
    if (c === 92) {
      i++;
      continue;
    }
    if (c === 36 && s.charCodeAt(i + 1) === 123) return { end: i + 2, head: true };
  }
  throw new Unsure('unterminated template');
}

/** End of a regular expression literal starting at `i` (the slash), flags included. */
export function readRegex(s: string, i: number): number {
  const n = s.length;
  let inClass = false;
  for (i++; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 10 || c === 13) break;
    if (c === 92) {
      i++;
      continue;
    }
    if (c === 91) inClass = true;
    else if (c === 93) inClass = false;
    else if (c === 47 && !inClass) {
      for (i++; i < n && s.charCodeAt(i) < 128 && ID_PART[s.charCodeAt(i)] === 1; i++);
      return i;
    }
  }
  throw new Unsure('unterminated regular expression');
}
