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

const SECRET_NAME = new RegExp(NAME, 'i');

// A default given to an environment lookup: Python's os.environ.get / os.getenv, PHP/C getenv, Ruby ENV.fetch and
// ENV[] ||, Node's process.env.X ?? / ||. The assigned name or the variable tells whether it is a credential.
const ENV_LOOKUP =
  `(?:(?:os\\.)?environ\\.get|(?:os\\.)?getenv|ENV\\.fetch|env\\.get)\\(\\s*["'][\\w.-]+["']` +
  `|process\\.env(?:\\.\\w+|\\[["'][\\w.-]+["']\\])|ENV\\[["'][\\w.-]+["']\\]`;
const ENV_DEFAULT = `(?:\\s*,\\s*|\\s*\\)?\\s*(?:\\?\\?|\\|\\||\\?:|\\bor\\b)\\s*)["'\`](?<secret>[^"'\`\\s]{8,200})["'\`]`;

/** A password as people pick them: 8+ characters of at least three classes (lower, upper, digit, symbol). */
function looksLikePassword(secret: string): boolean {
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(secret)).length;
  if (classes < 3) return false;
  // Code and references, not values: calls, lookups, paths, URLs, templates.
  return !/[()[\]{}<>]|^(?:https?:|\/|\.\/|~\/)|\$|%\w|^\*+$/.test(secret);
}

/** Generic assignments of high-entropy values to secret-sounding names (last resort after vendor rules). */
export const genericRules = (): readonly SecretRule[] => [
  {
    id: 'env-default-secret',
    description:
      'Credential given as the default of an environment lookup (os.environ.get("X", "…"), process.env.X ?? "…", getenv)',
    regex: new RegExp(`(?:[A-Za-z_][\\w.]{0,60}\\s*[:=]\\s*)?(?:${ENV_LOOKUP})${ENV_DEFAULT}`),
    keywords: ['environ', 'getenv', 'process.env', 'env.fetch', 'env[', 'env.get'],
    entropy: 3,
    // Long generated defaults are credentials wherever they sit; shorter ones only under a secret-sounding name.
    // Model ids and versions (`gpt-4o-mini-2024-07-18`) are short segments joined by separators.
    validate: (secret, match) =>
      looksGenerated(secret) &&
      !secret.split(/[-._:]/).every((seg, _i, all) => all.length >= 3 && seg.length <= 8) &&
      (secret.length >= 20 || SECRET_NAME.test(match)),
  },
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
  {
    id: 'config-password',
    description: 'Password assigned in an env or config file (DB_PASSWORD=…, password = … in .ini/.properties/.toml)',
    regex: new RegExp(
      `^[ \\t]*(?:export[ \\t]+)?[\\w.-]{0,40}(?:passw(?:or)?d|pwd|passphrase)[\\w.-]{0,20}[ \\t]*[=:][ \\t]*(?<secret>[^\\s"'\`]{8,200})[ \\t]*\\r?$`,
      'im',
    ),
    keywords: ['password', 'passwd', 'pwd', 'passphrase'],
    entropy: 2.8,
    validate: looksLikePassword,
  },
];
