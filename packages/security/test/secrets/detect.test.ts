import { describe, expect, it } from 'vitest';
import { detectSecrets, redactSecrets } from '../../src/secrets/detect.js';
import { alnum, b64, b64url, base64url, hex, uuid } from './fixtures/gen.js';

const gh = (): string => `ghp_${alnum(36)}`;
const jwtSample = [
  base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
  base64url(JSON.stringify({ sub: '1234567890', name: 'John Doe', iat: 1516239022 })),
  b64url(43),
].join('.');

describe('detectSecrets / redactSecrets', () => {
  it('keeps the rule name visible and reports offsets in the original text', () => {
    const token = gh();
    const text = `git clone https://${token}@github.com/o/r.git`;
    const { text: out, findings } = redactSecrets(text);
    expect(out).toBe('git clone https://[REDACTED:github-pat]@github.com/o/r.git');
    expect(findings).toEqual([{ rule: 'github-pat', start: 18, end: 18 + token.length }]);
    expect(text.slice(findings[0]!.start, findings[0]!.end)).toBe(token);
  });

  it('redacts only the value of a name = value assignment', () => {
    const secret = alnum(32);
    expect(redactSecrets(`const clientSecret = "${secret}";`).text).toBe(
      'const clientSecret = "[REDACTED:generic-secret]";',
    );
  });

  it('returns sorted, non-overlapping findings and prefers the vendor rule', () => {
    const text = `token = "${gh()}"\npassword = "${alnum(20)}7"\nAKIA${'QZ2R7XW4MN6PLK3J'}`;
    const findings = detectSecrets(text);
    expect(findings.map((f) => f.rule)).toEqual(['github-pat', 'generic-secret', 'aws-access-key']);
    for (let i = 1; i < findings.length; i++) expect(findings[i]!.start).toBeGreaterThanOrEqual(findings[i - 1]!.end);
  });

  it('keeps thousands of findings sorted and non-overlapping', () => {
    const lines = Array.from({ length: 3000 }, (_, i) =>
      i % 2 ? `token = "${gh()}"` : `key=${gh()} AKIAQZ2R7XW4MN6PLK3J`,
    );
    const findings = detectSecrets(lines.join('\n'));
    expect(findings.filter((f) => f.rule === 'github-pat')).toHaveLength(3000);
    expect(findings.filter((f) => f.rule === 'aws-access-key')).toHaveLength(1500);
    expect(findings).toHaveLength(4500);
    for (let i = 1; i < findings.length; i++) expect(findings[i]!.start).toBeGreaterThanOrEqual(findings[i - 1]!.end);
  });

  it('returns the text unchanged when nothing is found', () => {
    const text = 'export const answer = 42;';
    expect(redactSecrets(text)).toEqual({ text, findings: [] });
    expect(detectSecrets('')).toEqual([]);
  });
});

describe('ordinary code stays clean', () => {
  const cases: Array<[string, string]> = [
    ['lockfile integrity', `integrity: sha512-${b64(86)}==`],
    ['package-lock integrity', `"integrity": "sha512-${b64(86)}=="`],
    ['git sha', `commit ${hex(40)}\nresolved "https://codeload.github.com/o/r/tar.gz/${hex(40)}"`],
    ['uuid', `id: "${uuid()}"`],
    ['base64 test data', `const fixture = "${b64(400)}";`],
    ['sourcemap', `//# sourceMappingURL=data:application/json;base64,${b64(2000)}`],
    ['minified code', 'var e=require("x");function t(n){return n.token&&n.token.length>0?n.token:null}e.secret=t;'],
    [
      'token types',
      'const tokenType = "refresh_token"; const grant = "password"; let passwordField = "#password-input";',
    ],
    ['env lookups', 'const key = process.env.OPENAI_API_KEY; const secret = `${SECRET}`; API_KEY=${API_KEY}'],
    [
      'docs placeholders',
      'OPENAI_API_KEY=sk-your-api-key-here\npassword: "<your-password>"\ntoken: "xxxxxxxxxxxxxxxx"',
    ],
    ['hash assignments', `const tokenHash = "sha256-${b64(43)}="; const etag = "W/${hex(32)}";`],
    ['regex source for tokens', 'const TOKEN_STRINGS = "[A-Za-z0-9._~+/-]+=*";'],
    ['anonymous url login', 'url.parse("https://anonymous:flabada@developer.mozilla.org/path")'],
    ['jwt.io sample token', `const t = "${jwtSample}";`],
    ['RFC 6749 samples', '{ "access_token":"2YotnFZFEjr1zCsicMWpAA", "refresh_token":"tGzv3JOkF0XG5Qx2TlKWIA" }'],
    ['RFC 6749 client credentials', 'Authorization: Basic czZCaGRSa3F0MzpnWDFmQmF0M2JW'],
    ['python attribute named like npm auth', 'self.openid_connect_auth = AuthorizationCodeGrant(request_validator)'],
    ['css and versions', 'const token = "1.2.3-beta.4"; const secretColor = "#a1b2c3"; password: "v2.0.0-rc.1"'],
  ];
  it.each(cases)('%s', (_name, text) => {
    expect(detectSecrets(text)).toEqual([]);
  });
});
