import { describe, expect, it } from 'vitest';
import { guardInput } from '../src/index.js';

const rejects = (value: unknown, field: string, limits = {}) =>
  expect(() => guardInput(value, limits)).toThrowError(
    expect.objectContaining({
      code: 'INVALID_INPUT',
      extra: expect.objectContaining({ details: expect.objectContaining({ field }) }),
    }),
  );

describe('guardInput', () => {
  it('accepts ordinary arguments', () => {
    expect(() => guardInput({ query: 'auth', k: 10, features: { vector: true }, paths: ['a', 'b'] })).not.toThrow();
  });

  it('rejects prototype keys at any depth, including JSON-parsed __proto__', () => {
    rejects(JSON.parse('{"a": {"__proto__": {"polluted": true}}}'), 'a.__proto__');
    rejects({ list: [{ constructor: { prototype: {} } }] }, 'list.constructor');
    rejects({ prototype: 1 }, 'prototype');
    const assigned: Record<string, unknown> = {};
    assigned['__proto__'] = { polluted: true };
    rejects({ args: assigned }, 'args.__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('caps string length with per-field overrides by name or path', () => {
    rejects({ query: 'x'.repeat(10_001) }, 'query');
    expect(() =>
      guardInput({ files: [{ content: 'x'.repeat(50_000) }] }, { fields: { content: { maxStringLength: 100_000 } } }),
    ).not.toThrow();
    expect(() =>
      guardInput(
        { files: [{ content: 'x'.repeat(50_000) }] },
        { fields: { 'files.content': { maxStringLength: 100_000 } } },
      ),
    ).not.toThrow();
    rejects({ files: [{ path: 'x'.repeat(50_000) }] }, 'files.path', {
      fields: { content: { maxStringLength: 100_000 } },
    });
  });

  it('caps array length, depth and total size, naming the limit', () => {
    rejects({ ids: Array(101).fill('a') }, 'ids');
    const deep = (n: number): unknown => (n ? { a: deep(n - 1) } : 'x');
    rejects(deep(50), 'a.a.a.a.a.a.a.a.a.a.a.a.a');
    try {
      guardInput({ s: 'x'.repeat(900) }, { maxTotalBytes: 100 });
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ code: 'INVALID_INPUT', extra: { details: { field: '(arguments)', limit: 100 } } });
      expect((e as Error).message).toMatch(/limit is 100/);
    }
  });

  it('rejects 100,000-deep nesting as INVALID_INPUT before anything recursive runs', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(() => guardInput(deep)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    let list: unknown = [];
    for (let i = 0; i < 100_000; i++) list = [list];
    expect(() => guardInput({ q: list })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
