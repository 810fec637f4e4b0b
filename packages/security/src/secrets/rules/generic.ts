import { charClassCount } from '../entropy.js';
import type { SecretRule } from '../types.js';

// Names that hold secrets. Kept in one place so the three generic rules agree.
const NAME =
  '(?:secret|passw(?:or)?d|passphrase|token|api[_-]?key|access[_-]?key|auth[_-]?key|private[_-]?key|client[_-]?secret|credentials?)';

/** A value that looks generated: letters and digits mixed, no URL, no dotted identifier or path. */
function looksGenerated(secret: string): boolean {
  if (!/\d/.test(secret) || !/[A-Za-z]/.test(secret) || charClassCount(secret) < 2) return false;
  if (/^(?:https?:|\/|\.\/|~\/|[a-z]+:\/\/)/i.test(secret) || /\.(?:js|ts|json|html|css|md|png|svg|txt)$/i.test(secret))
    return false;
  // Dotted or dashed words (`auth.token.v2`, `next-auth-token`), CSS-like lengths and versions carry no secret.
  if (/^[a-z]+\d*(?:[._-][a-z]+\d*)+$/i.test(secret) || /^v?\d+(?:\.\d+)+/.test(secret)) return false;
  // Integrity hashes and encoded digests are labelled by their algorithm.
  return !/^(?:sha(?:1|256|384|512)|md5)[-:]/i.test(secret);
}

/** Generic assignments of high-entropy values to secret-sounding names (last resort after vendor rules). */
export const genericRules: readonly SecretRule[] = [
  {
    id: 'generic-secret',
    description: 'Quoted high-entropy value assigned to a secret-sounding name (secret, password, token, api_key…)',
    regex: new RegExp(
      `${NAME}[\\w.-]{0,20}["'\\]]?(?:\\s*:\\s*string)?\\s*(?::=|=>|\\?\\?=|\\|\\|=|[:=])\\s*["'\`](?<secret>[^"'\`\\s]{8,200})["'\`]`,
      'i',
    ),
    keywords: ['secret', 'passwd', 'password', 'passphrase', 'token', 'key', 'credential'],
    entropy: 3.5,
    validate: looksGenerated,
  },
  {
    id: 'env-secret',
    description: 'Unquoted value of a SECRET/TOKEN/PASSWORD/API_KEY variable in a .env file or shell export',
    regex: new RegExp(
      `^[ \\t]*(?:export[ \\t]+)?[A-Z0-9_]*${NAME.toUpperCase().replace('[_-]', '_')}[A-Z0-9_]*[ \\t]*=[ \\t]*(?<secret>[^\\s"'\`#$]{8,200})[ \\t]*$`,
      'm',
    ),
    keywords: ['secret', 'passwd', 'password', 'passphrase', 'token', 'key', 'credential'],
    entropy: 3.5,
    validate: looksGenerated,
  },
  {
    id: 'yaml-secret',
    description: 'Unquoted high-entropy value of a secret-sounding key in YAML / properties files',
    regex: new RegExp(
      `^[ \\t-]*[\\w.-]*${NAME}[\\w.-]*[ \\t]*:[ \\t]+(?<secret>[^\\s"'\`#{}[\\],&*!|>$]{12,200})[ \\t]*$`,
      'im',
    ),
    keywords: ['secret', 'passwd', 'password', 'passphrase', 'token', 'key', 'credential'],
    entropy: 3.8,
    validate: looksGenerated,
  },
];
