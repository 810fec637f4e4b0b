import { charClassCount } from '../entropy.js';
import type { SecretRule } from '../types.js';

// Names that hold secrets, as lower-case alternatives. Kept in one place so the three generic rules agree.
const WORDS =
  'secret|passw(?:or)?d|passphrase|token|api[_-]?key|access[_-]?key|auth[_-]?key|private[_-]?key|client[_-]?secret|credentials?|viewing[_-]?key';
const NAME = `(?:${WORDS})`;
const NAME_UPPER = `(?:${WORDS.toUpperCase()})`;
// token, Token, clientSecret, ApiKey, TOKEN, API_KEY: without the `i` flag V8 scans this 3-4x faster.
const camel = WORDS.replace(
  /(^|\||\]\?)([a-z])/g,
  (_m, before: string, c: string) => `${before}[${c.toUpperCase()}${c}]`,
);
const NAME_CASED = `(?:${camel}|${WORDS.toUpperCase()}|API[_-]?Key)`;
// Lower-case literals the prefilter looks for; one of them occurs wherever a NAME does.
const KEYWORDS = [
  ...['secret', 'passwd', 'password', 'passphrase', 'token', 'credential'],
  ...['api', 'access', 'auth', 'private', 'viewing'].flatMap((w) => [`${w}key`, `${w}_key`, `${w}-key`]),
];

/**
 * Digit-free values pass only when they read like random letters, not like words: random letters switch case on
 * about half of adjacent pairs and are ~19% vowels, while identifiers (`NonExpressionParenEnd`) are ~40% vowels.
 */
function looksRandomLetters(value: string): boolean {
  const letters = value.replace(/[^A-Za-z]/g, '');
  if (letters.length < 16) return false;
  let switches = 0;
  for (let i = 1; i < letters.length; i++) {
    if (letters[i]! < 'a' !== letters[i - 1]! < 'a') switches++;
  }
  const vowels = letters.replace(/[^aeiouAEIOU]/g, '').length;
  return switches / (letters.length - 1) >= 0.3 && vowels / letters.length < 0.3;
}

/** A value that looks generated: letters and digits mixed, no URL, no dotted identifier or path. */
function looksGenerated(secret: string): boolean {
  if (!/[A-Za-z]/.test(secret) || charClassCount(secret) < 2) return false;
  // Without digits only long, randomly cased letters pass (a random 32-letter token has no digit 1 time in 300).
  if (!/\d/.test(secret) && !looksRandomLetters(secret)) return false;
  if (/^(?:https?:|\/|\.\/|~\/|[a-z]+:\/\/)/i.test(secret) || /\.(?:js|ts|json|html|css|md|png|svg|txt)$/i.test(secret))
    return false;
  // Dotted or dashed words (`auth.token.v2`, `next-auth-token`), CSS-like lengths and versions carry no secret.
  if (/^[a-z]+\d*(?:[._-][a-z]+\d*)+$/i.test(secret) || /^v?\d+(?:\.\d+)+/.test(secret)) return false;
  // Regex sources (`[A-Za-z0-9._~+/-]+=*`) are patterns for tokens, not tokens.
  if (/\[[^\]]*\]/.test(secret) || /\\[dwsb]/.test(secret)) return false;
  // Integrity hashes and encoded digests are labelled by their algorithm.
  return !/^(?:sha(?:1|256|384|512)|md5)[-:]/i.test(secret);
}

/** Generic assignments of high-entropy values to secret-sounding names (last resort after vendor rules). */
export const genericRules: readonly SecretRule[] = [
  {
    id: 'generic-secret',
    description: 'Quoted high-entropy value assigned to a secret-sounding name (secret, password, token, api_key…)',
    regex: new RegExp(
      `${NAME_CASED}[\\w.-]{0,20}["'\\]]?(?:\\s*:\\s*string)?\\s*(?::=|=>|\\?\\?=|\\|\\|=|[:=])\\s*["'\`](?<secret>[^"'\`\\s]{8,200})["'\`]`,
    ),
    keywords: KEYWORDS,
    entropy: 3.5,
    validate: looksGenerated,
  },
  {
    id: 'env-secret',
    description: 'Unquoted value of a SECRET/TOKEN/PASSWORD/API_KEY variable in a .env file or shell export',
    regex: new RegExp(
      `^[ \\t]*(?:export[ \\t]+)?[A-Z0-9_]{0,40}${NAME_UPPER}[A-Z0-9_]{0,40}[ \\t]*=[ \\t]*(?<secret>[^\\s"'\`#$]{8,200})[ \\t]*\\r?$`,
      'm',
    ),
    keywords: KEYWORDS,
    entropy: 3.5,
    validate: looksGenerated,
  },
  {
    id: 'yaml-secret',
    description: 'Unquoted high-entropy value of a secret-sounding key in YAML / properties files',
    regex: new RegExp(
      `^[ \\t-]*[\\w.-]{0,40}${NAME}[\\w.-]{0,40}[ \\t]*:[ \\t]+(?<secret>[^\\s"'\`#{}[\\],&*!|<>$;()=]{12,200})[ \\t]*\\r?$`,
      'im',
    ),
    keywords: KEYWORDS,
    entropy: 3.8,
    validate: looksGenerated,
  },
];
