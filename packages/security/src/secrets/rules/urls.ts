import type { SecretRule } from '../types.js';

// Passwords that documentation and local dev setups use on purpose.
const DEV_PASSWORDS = new Set([
  ...'password passwd pass pwd secret pw user username admin root postgres mysql guest test'.split(' '),
  ...'example changeme foo bar baz abc xxx token mypassword yourpassword'.split(' '),
]);

function isRealPassword(secret: string): boolean {
  const plain = decodeURIComponentSafe(secret);
  return !DEV_PASSWORDS.has(plain.toLowerCase()) && !/^[*x.]+$/i.test(plain) && !/^[$%{<[]/.test(plain);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isBasicCredential(secret: string): boolean {
  const decoded = Buffer.from(secret, 'base64').toString('utf8');
  const [user, password] = decoded.split(':');
  return /^[\x20-\x7e]+$/.test(decoded) && !!user && !!password && isRealPassword(password);
}

/** Credentials inside URLs, connection strings and HTTP headers. */
export const urlRules = (): readonly SecretRule[] => [
  {
    id: 'url-credentials',
    description: 'Password in a URL userinfo part (scheme://user:password@host)',
    regex: /:\/\/[^\s:@/?#"'`<>\\]{0,128}:(?<secret>[^\s:@/?#"'`<>\\]{3,256})@[A-Za-z0-9.[\]-]+/i,
    keywords: ['://'],
    // RFC 2606 documentation hosts (example.com, *.test, *.invalid) and anonymous logins carry no real secret.
    validate: (s, m) =>
      !/:\/\/(?:anonymous|guest|ftp):/i.test(m) &&
      isRealPassword(s) &&
      !/@(?:[\w-]+\.)*(?:example\.(?:com|org|net)|[\w-]+\.(?:example|test|invalid))(?![\w.-])/i.test(m),
  },
  {
    id: 'connection-string-password',
    description: 'Password field of an ADO.NET / JDBC / ODBC style connection string',
    // No parentheses in the value: `password = kdfInputToBytes(password);` is code, not a connection string.
    regex: /(?:^|[;"'\s])(?:password|pwd)\s*=\s*(?<secret>[^;"'\s()]{6,128})\s*(?:;|["'`]|$)/im,
    keywords: ['password=', 'pwd=', 'password =', 'pwd ='],
    entropy: 2.5,
    validate: (s, m) => isRealPassword(s) && /;/.test(m),
  },
  {
    id: 'basic-auth-header',
    description: 'HTTP Basic credentials in an Authorization header',
    regex: /\bBasic\s+(?<secret>[A-Za-z0-9+/]{12,}={0,2})(?![A-Za-z0-9+/=])/,
    keywords: ['basic '],
    validate: isBasicCredential,
  },
  {
    id: 'bearer-token',
    description: 'Literal bearer token in an Authorization header or curl command',
    regex: /\bBearer\s+(?<secret>[A-Za-z0-9._~+/-]{24,}=*)(?![A-Za-z0-9._~+/=-])/,
    keywords: ['bearer '],
    entropy: 3.7,
    validate: (s) => /\d/.test(s) && /[A-Za-z]/.test(s),
  },
  {
    id: 'docker-config-auth',
    description: 'Registry credentials in a Docker config.json "auth" field (base64 user:password)',
    regex: /"auth"\s*:\s*"(?<secret>[A-Za-z0-9+/]{12,}={0,2})"/,
    keywords: ['"auth"'],
    validate: isBasicCredential,
  },
  {
    id: 'netrc-password',
    description: 'Password in a .netrc / _netrc machine entry',
    regex: /\bmachine\s+\S+\s+login\s+\S+\s+password\s+(?<secret>[^\s"'`]{4,})/,
    keywords: ['machine'],
    validate: isRealPassword,
  },
];
