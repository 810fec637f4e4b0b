import { describe, expect, it } from 'vitest';
import { importOptional, isAppError } from '../src/index.js';

const missing = '@sextant/not-installed-peer';

describe('importOptional', () => {
  it('names the package to install, who declares it and what else to do', async () => {
    const err = await importOptional(() => import(missing), {
      feature: 'VECTOR_STORE=chroma',
      peers: [missing],
      owner: '@sextant/vector-search',
      instead: 'or use VECTOR_STORE=libsql',
    }).catch((e: unknown) => e);
    expect(isAppError(err) && err.code).toBe('NOT_FOUND');
    expect(isAppError(err) && err.message).toBe(`VECTOR_STORE=chroma needs ${missing}, which is not installed.`);
    expect(isAppError(err) && err.extra.hint).toBe(
      `npm install ${missing} (optional peers of @sextant/vector-search), or use VECTOR_STORE=libsql.`,
    );
    expect(isAppError(err) && err.extra.details).toEqual({ peers: [missing] });
  });

  it('keeps a caller-chosen code', async () => {
    const err = await importOptional(() => import(missing), {
      feature: 'x',
      peers: [missing],
      owner: 'y',
      code: 'RERANK_UNAVAILABLE',
    }).catch((e: unknown) => e);
    expect(isAppError(err) && err.code).toBe('RERANK_UNAVAILABLE');
  });

  it('returns the module when it is installed and lets other failures through unchanged', async () => {
    const mod = await importOptional(() => import('stemmer'), { feature: 'x', peers: ['stemmer'], owner: 'y' });
    expect(typeof mod.stemmer).toBe('function');
    const boom = new Error('boom');
    await expect(importOptional(() => Promise.reject(boom), { feature: 'x', peers: ['y'], owner: 'z' })).rejects.toBe(
      boom,
    );
  });
});
