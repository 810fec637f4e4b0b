import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createGitHubSourceProvider } from '../src/index.js';
import { setup } from './support.js';

describe('GitHub as a SourceProvider', () => {
  it('lists files without noise, reads text and fetches the archive', async () => {
    const { source } = await setup();
    const provider = createGitHubSourceProvider(source);
    const files = await provider.listFiles({ repo: 'acme/widgets', path: 'src' });
    expect(files.map((f) => f.path).sort()).toEqual([
      'src/auth/token-store.ts',
      'src/index.ts',
      'src/server/routes.ts',
      'src/utils/retry.ts',
    ]);
    const all = await provider.listFiles({ repo: 'acme/widgets' });
    expect(all.some((f) => f.path.includes('node_modules') || f.path === 'pnpm-lock.yaml')).toBe(false);
    const text = await provider.readFile({ repo: 'acme/ledger', path: 'ledger/__init__.py' });
    expect(text.content).toContain('__all__');
    const tar = gunzipSync(await provider.fetchArchive!({ repo: 'acme/ledger' }));
    expect(tar.toString('latin1')).toContain('ledger/accounts.py');
  });

  it('rejects a malformed repository name and honours cancellation', async () => {
    const { source } = await setup();
    const provider = createGitHubSourceProvider(source);
    await expect(provider.readFile({ repo: 'widgets', path: 'a' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(provider.listFiles({ repo: 'acme/widgets' }, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      code: 'CANCELLED',
    });
  });
});
