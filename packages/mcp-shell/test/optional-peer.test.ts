import { describe, expect, it } from 'vitest';
import { isAppError } from '@sextant/core-engine';
import { HTTP_PEERS, importWithPeers } from '../src/optional-peer.js';

describe('importWithPeers', () => {
  it('names the optional peer to install when it is missing', async () => {
    const missing = '@sextant/not-installed-peer';
    const err = await importWithPeers(() => import(missing), 'The HTTP transport', [missing]).catch((e: unknown) => e);
    expect(isAppError(err) && err.code).toBe('NOT_FOUND');
    expect(isAppError(err) && err.message).toBe(`The HTTP transport needs ${missing}, which is not installed.`);
    expect(isAppError(err) && err.extra.hint).toContain(`npm install ${missing}`);
  });

  it('loads the HTTP transport when its peers are installed, and lets other failures through', async () => {
    const http = await importWithPeers(() => import('../src/transports/http.js'), 'The HTTP transport', HTTP_PEERS);
    expect(typeof http.serveHttp).toBe('function');
    const boom = new Error('boom');
    await expect(importWithPeers(() => Promise.reject(boom), 'x', ['y'])).rejects.toBe(boom);
  });
});
