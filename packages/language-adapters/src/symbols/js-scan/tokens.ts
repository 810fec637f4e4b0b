/** Token kinds of the JS/TS scanner. */
export const IDENT = 1;
export const PUNCT = 2;
export const STRING = 3;
export const NUMBER = 4;
/** A template literal without substitutions. */
export const TEMPLATE = 5;
/** `` `...${ `` */
export const TPL_HEAD = 6;
/** `}...${` */
export const TPL_MID = 7;
/** `` }...` `` */
export const TPL_TAIL = 8;
export const REGEX = 9;
/** `#name` */
export const PRIVATE = 10;

/** The token stream of one file, as parallel arrays. */
export interface Tokens {
  source: string;
  kind: number[];
  start: number[];
  end: number[];
  /** Identifier and punctuator text ('' for the other kinds). */
  text: string[];
  /** 1 when a line break (or a comment spanning lines) separates the token from the one before. */
  nl: number[];
  /** Index of the matching bracket for `( [ {` and their closers; template parts chain to the next part. */
  match: number[];
  /** How many comments came before each token (comments between tokens i-1 and i: cb[i-1]..cb[i]-1). */
  cb: number[];
  commentStart: number[];
  commentEnd: number[];
}

/** The scanner met something it cannot classify with confidence: the caller parses the file instead. */
export class Unsure extends Error {
  constructor(readonly why: string) {
    super(why);
  }
}

/** Unicode whitespace that may appear between tokens (U+2028/9 end lines for ASI, not for line numbers). */
export function isUnicodeSpace(c: number): boolean {
  return (
    c === 0xa0 ||
    c === 0xfeff ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** Keywords after which `/` starts a regular expression. */
export const REGEX_AFTER = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

/** Punctuators, longest first within each leading character. */
export const PUNCTUATORS = [
  '>>>=',
  '...',
  '===',
  '!==',
  '**=',
  '<<=',
  '&&=',
  '||=',
  '??=',
  '=>',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '**',
  '<<',
];
