import { describe, expect, it } from 'vitest';
import { redactForLog } from '../src/log-redaction.js';

const githubToken = `ghp_${'aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gH3jK5'}`;

describe('redactForLog', () => {
  it('replaces values of sensitive keys whatever their spelling', () => {
    const out = redactForLog({
      token: 'abc',
      api_key: 'k',
      apiKey: 'k',
      'X-Api-Key': 'k',
      Authorization: 'Bearer abc',
      cookie: 'sid=1',
      viewingKey: 'vk',
      sessionId: 's',
      password: 'p',
      clientSecret: 'c',
      user: 'ada',
    });
    expect(out).toEqual({
      token: '[REDACTED]',
      api_key: '[REDACTED]',
      apiKey: '[REDACTED]',
      'X-Api-Key': '[REDACTED]',
      Authorization: '[REDACTED]',
      cookie: '[REDACTED]',
      viewingKey: '[REDACTED]',
      sessionId: '[REDACTED]',
      password: '[REDACTED]',
      clientSecret: '[REDACTED]',
      user: 'ada',
    });
  });

  it('keeps counts and flags under token-like keys', () => {
    expect(redactForLog({ maxTokens: 512, tokenCount: 3, hasPassword: false, token: null })).toEqual({
      maxTokens: 512,
      tokenCount: 3,
      hasPassword: false,
      token: null,
    });
  });

  it('redacts secrets inside strings at any depth, arrays and maps included', () => {
    const out = redactForLog({
      a: [{ b: `clone https://${githubToken}@github.com/o/r` }],
      m: new Map([['x', githubToken]]),
    }) as {
      a: Array<{ b: string }>;
      m: Map<string, string>;
    };
    expect(out.a[0]?.b).toBe('clone https://[REDACTED:github-pat]@github.com/o/r');
    expect(out.m.get('x')).toBe('[REDACTED:github-pat]');
    expect(redactForLog(githubToken)).toBe('[REDACTED:github-pat]');
  });

  it('does not mutate its input', () => {
    const input = { token: 'abc', nested: { text: githubToken } };
    redactForLog(input);
    expect(input).toEqual({ token: 'abc', nested: { text: githubToken } });
  });

  it('is cycle-safe but keeps shared references that are not cycles', () => {
    const shared = { n: 1 };
    const node: Record<string, unknown> = { name: 'root', left: shared, right: shared };
    node.self = node;
    expect(redactForLog(node)).toEqual({ name: 'root', left: { n: 1 }, right: { n: 1 }, self: '[Circular]' });
  });

  it('turns errors into plain objects with a redacted message and stack', () => {
    const err = Object.assign(new Error(`auth failed for ${githubToken}`), { code: 'E_AUTH', token: 't' });
    const out = redactForLog({ err }) as { err: Record<string, unknown> };
    expect(out.err.name).toBe('Error');
    expect(out.err.message).toBe('auth failed for [REDACTED:github-pat]');
    expect(String(out.err.stack)).not.toContain(githubToken);
    expect(out.err.code).toBe('E_AUTH');
    expect(out.err.token).toBe('[REDACTED]');
  });

  it('logs URL and other toJSON objects by their JSON form, redacted', () => {
    const url = new URL('postgres://app:Zq8wV3nR5tY7uI9o@db.internal:5432/app');
    expect(redactForLog({ url })).toEqual({ url: 'postgres://app:[REDACTED:url-credentials]@db.internal:5432/app' });
    expect(redactForLog({ at: { toJSON: () => ({ token: 'abc' }) } })).toEqual({ at: { token: '[REDACTED]' } });
  });

  it('passes primitives through and truncates absurd depth', () => {
    expect(redactForLog(42)).toBe(42);
    expect(redactForLog(undefined)).toBeUndefined();
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 50; i++) deep = { next: deep };
    expect(JSON.stringify(redactForLog(deep))).toContain('[Truncated]');
  });
});
