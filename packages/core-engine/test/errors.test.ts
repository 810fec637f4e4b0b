import { describe, expect, it } from 'vitest';
import { AppError, isAppError, throwIfAborted } from '../src/index.js';

describe('AppError', () => {
  it('keeps code, hint and details, and is recognised by name across copies', () => {
    const e = new AppError('NOT_FOUND', 'no such index', {
      hint: 'call ensure_repo_index first',
      details: { id: 'x' },
    });
    expect(isAppError(e)).toBe(true);
    expect(e.code).toBe('NOT_FOUND');
    expect(e.extra.hint).toMatch(/ensure_repo_index/);
    const foreign = Object.assign(new Error('x'), { name: 'AppError', code: 'INVALID_INPUT' });
    expect(isAppError(foreign)).toBe(true);
    expect(isAppError(new Error('plain'))).toBe(false);
  });

  it('throwIfAborted raises CANCELLED once the signal fires', () => {
    const ctl = new AbortController();
    expect(() => throwIfAborted(ctl.signal)).not.toThrow();
    ctl.abort();
    expect(() => throwIfAborted(ctl.signal)).toThrowError(expect.objectContaining({ code: 'CANCELLED' }));
  });
});
