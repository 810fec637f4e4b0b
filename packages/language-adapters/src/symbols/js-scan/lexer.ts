import type { Tokens } from './tokens.js';
import { ID_PART, ID_START } from '../ident-chars.js';
import { IDENT, NUMBER, PRIVATE, PUNCT, PUNCTUATORS, REGEX, REGEX_AFTER, STRING } from './tokens.js';
import { TEMPLATE, TPL_HEAD, TPL_MID, TPL_TAIL, Unsure, isUnicodeSpace } from './tokens.js';
import { readNumber, readRegex, readString, readTemplatePart } from './literals.js';
import { refSink, refText, refWord } from '../references.js';
import type { RefSink } from '../references.js';

// Multi-character punctuators by their first character code (longest first).
const byFirst: string[][] = Array.from({ length: 128 }, () => []);
for (const p of PUNCTUATORS) byFirst[p.charCodeAt(0)]!.push(p);
const HEADS = new Set(['if', 'while', 'for', 'with']);

/**
 * One pass over the source: tokens with their bracket matches, comments aside. Throws `Unsure` on
 * unterminated literals or comments, unbalanced brackets, and (in JavaScript) `<` where an expression
 * starts, which may be JSX.
 */
export function lex(source: string, jsx: boolean, refs: RefSink = refSink()): Tokens {
  const t: Tokens = {
    source,
    kind: [],
    start: [],
    end: [],
    text: [],
    nl: [],
    match: [],
    cb: [],
    commentStart: [],
    commentEnd: [],
  };
  const open: number[] = []; // token indexes of unclosed ( [ { and template heads/middles
  const headParen: boolean[] = []; // per open `(`: it follows if/while/for/with
  let nl = 0;
  const n = source.length;
  let i = source.startsWith('#!') ? source.indexOf('\n') >>> 0 : 0;
  if (i > n) i = n;
  refText(refs, source, 0, i);
  const push = (kind: number, start: number, end: number, text: string) => {
    t.kind.push(kind);
    t.start.push(start);
    t.end.push(end);
    t.text.push(text);
    t.nl.push(nl);
    t.match.push(-1);
    t.cb.push(t.commentStart.length);
    nl = 0;
    if (kind !== IDENT && kind !== PUNCT) refText(refs, source, start, end);
    return t.kind.length - 1;
  };
  // Whether `/` (or `<` as JSX) would start an expression here.
  const expressionStarts = (): boolean => {
    const k = t.kind.length - 1;
    if (k < 0) return true;
    const kind = t.kind[k]!;
    if (kind === IDENT) return REGEX_AFTER.has(t.text[k]!) && !(k > 0 && /^\??\.$/.test(t.text[k - 1]!));
    if (kind !== PUNCT) return false;
    const p = t.text[k]!;
    if (p === ')') return regexAfterParen;
    if (p === '!' && !jsx && k > 0 && t.end[k - 1] === t.start[k] && valueEnd(t, k - 1)) return false;
    return p !== ']' && p !== '++' && p !== '--';
  };
  let regexAfterParen = false;
  while (i < n) {
    const c = source.charCodeAt(i);
    if (c === 10) {
      nl = 1;
      refs.line++;
      i++;
      continue;
    }
    if (c === 32 || c === 9 || c === 13 || c === 11 || c === 12) {
      i++;
      continue;
    }
    // ASCII by table; code points >= 128 are identifier characters unless whitespace.
    if (c < 128 ? ID_START[c] === 1 : !isUnicodeSpace(c)) {
      const s = i;
      let wide = c >= 128;
      for (i++; i < n; i++) {
        const d = source.charCodeAt(i);
        if (d < 128 ? ID_PART[d] === 0 : isUnicodeSpace(d)) break;
        if (d >= 128) wide = true;
      }
      if (source.charCodeAt(i) === 92) throw new Unsure('escape in identifier');
      const word = source.slice(s, i);
      push(IDENT, s, i, word);
      if (wide) refText(refs, source, s, i);
      else refWord(refs, word);
      continue;
    }
    if (c >= 128) {
      if (c === 0x2028 || c === 0x2029) nl = 1;
      i++;
      continue;
    }
    const d = source.charCodeAt(i + 1);
    if (c === 47 && d === 47) {
      const e = source.indexOf('\n', i);
      t.commentStart.push(i);
      refText(refs, source, i, e < 0 ? n : e);
      i = e < 0 ? n : e;
      t.commentEnd.push(i);
      continue;
    }
    if (c === 47 && d === 42) {
      const e = source.indexOf('*/', i + 2);
      if (e < 0) throw new Unsure('unterminated comment');
      t.commentStart.push(i);
      t.commentEnd.push(e + 2);
      refText(refs, source, i, e + 2);
      if (source.lastIndexOf('\n', e) > i) nl = 1;
      i = e + 2;
      continue;
    }
    if (c >= 48 && c <= 57) {
      const e = readNumber(source, i);
      push(NUMBER, i, e, '');
      i = e;
      continue;
    }
    if (c === 46 && d >= 48 && d <= 57) {
      const e = readNumber(source, i);
      push(NUMBER, i, e, '');
      i = e;
      continue;
    }
    if (c === 34 || c === 39) {
      const e = readString(source, i, c);
      push(STRING, i, e, '');
      i = e;
      continue;
    }
    if (c === 96) {
      const { end, head } = readTemplatePart(source, i + 1);
      const k = push(head ? TPL_HEAD : TEMPLATE, i, end, '');
      if (head) open.push(k);
      i = end;
      continue;
    }
    if (c === 35) {
      const s = i;
      for (i++; i < n && source.charCodeAt(i) < 128 && ID_PART[source.charCodeAt(i)] === 1; i++);
      if (i === s + 1) throw new Unsure('stray #');
      push(PRIVATE, s, i, source.slice(s, i));
      continue;
    }
    if (c === 47 && expressionStarts()) {
      const e = readRegex(source, i);
      push(REGEX, i, e, '');
      i = e;
      continue;
    }
    if (c === 125 && open.length && t.kind[open[open.length - 1]!] !== PUNCT) {
      // `}` closing a template substitution: the template goes on.
      const { end, head } = readTemplatePart(source, i + 1);
      const prev = open.pop()!;
      const k = push(head ? TPL_MID : TPL_TAIL, i, end, '');
      t.match[prev] = k;
      if (head) open.push(k);
      i = end;
      continue;
    }
    if (c === 60 && jsx && expressionStarts()) throw new Unsure('possible JSX');
    if (c === 92) throw new Unsure('stray backslash');
    let p = longest(source, i, c);
    if (p === '?.' && source.charCodeAt(i + 2) >= 48 && source.charCodeAt(i + 2) <= 57) p = '?';
    const k = push(PUNCT, i, i + p.length, p);
    i += p.length;
    if (p === '(' || p === '[' || p === '{') {
      open.push(k);
      if (p === '(') headParen.push(k > 0 && t.kind[k - 1] === IDENT && HEADS.has(t.text[k - 1]!));
    } else if (p === ')' || p === ']' || p === '}') {
      const o = open.pop();
      const want = p === ')' ? '(' : p === ']' ? '[' : '{';
      if (o === undefined || t.text[o] !== want) throw new Unsure('unbalanced brackets');
      t.match[o] = k;
      t.match[k] = o;
      if (p === ')') regexAfterParen = headParen.pop() ?? false;
    }
  }
  if (open.length) throw new Unsure('unclosed bracket or template at end of file');
  return t;
}

/** Token `k` ends a value (so a `!` right after it is TypeScript's non-null assertion). */
function valueEnd(t: Tokens, k: number): boolean {
  const kind = t.kind[k];
  if (kind === IDENT) return !REGEX_AFTER.has(t.text[k]!);
  return kind !== PUNCT || t.text[k] === ')' || t.text[k] === ']';
}

function longest(source: string, i: number, c: number): string {
  const cands = byFirst[c]!;
  for (let k = 0; k < cands.length; k++) if (source.startsWith(cands[k]!, i)) return cands[k]!;
  return String.fromCharCode(c);
}
