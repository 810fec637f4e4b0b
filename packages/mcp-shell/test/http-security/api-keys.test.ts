import { describe, expect, it } from 'vitest';
import { createApiKeyLookup, hashKey, newApiKey, parseApiKeys } from '../../src/http-security/api-keys.js';
import { runKeysCommand } from '../../src/http-security/keys-command.js';
import { toolPermission } from '../../src/http-security/permissions.js';

describe('API keys file', () => {
  it('reads YAML and JSON, finds a client by its key, and never needs the key stored', async () => {
    const { key, yaml } = newApiKey('ci-bot', ['search_*']);
    const clients = await parseApiKeys(`clients:\n${yaml}\n  - id: reader\n    sha256: ${hashKey('k2')}\n`);
    expect(clients.map((c) => [c.id, c.tools])).toEqual([
      ['ci-bot', ['search_*']],
      ['reader', ['read-only']],
    ]);
    const lookup = createApiKeyLookup(clients);
    expect(lookup(key)?.id).toBe('ci-bot');
    expect(lookup('k2')?.id).toBe('reader');
    expect(lookup('k3')).toBeUndefined();
    const json = await parseApiKeys(
      JSON.stringify({ clients: [{ id: 'a', sha256: hashKey('x'), tools: '*', rateLimit: { perMinute: 5 } }] }),
    );
    expect(json[0]).toMatchObject({ id: 'a', tools: ['*'], rateLimit: { perMinute: 5 } });
  });

  it('refuses a file holding a raw key, a duplicate id or bad syntax, saying what to fix', async () => {
    await expect(parseApiKeys('clients:\n  - id: a\n    sha256: sxt_rawkey\n')).rejects.toThrow(
      /clients\.0\.sha256.*never the key/,
    );
    const h = hashKey('x');
    await expect(parseApiKeys(`clients:\n  - {id: a, sha256: ${h}}\n  - {id: a, sha256: ${h}}\n`)).rejects.toThrow(
      /twice/,
    );
    await expect(parseApiKeys('clients: [')).rejects.toThrow(/neither JSON nor YAML/);
  });

  it('keys new prints a key once and the line to paste, which the file then accepts', async () => {
    let printed = '';
    runKeysCommand(
      'demo-mcp',
      ['new', '--id', 'ci-bot', '--tools', 'echo,read-only', '--rate-per-min=30'],
      (t) => (printed = t),
    );
    const key = /^\s+(sxt_\S+)$/m.exec(printed)![1]!;
    const line = printed.split('\n').find((l) => l.startsWith('  - {'))!;
    const [client] = await parseApiKeys(`clients:\n${line}\n`);
    expect(client).toMatchObject({ id: 'ci-bot', tools: ['echo', 'read-only'], rateLimit: { perMinute: 30 } });
    expect(createApiKeyLookup([client!])(key)?.id).toBe('ci-bot');
    expect(line).not.toContain(key);
    expect(() => runKeysCommand('demo-mcp', ['new'], () => undefined)).toThrow(/--id/);
  });
});

describe('tool permissions', () => {
  it('grants names, globs, * and read-only tools', () => {
    const p = toolPermission(['echo', 'search_*', 'read-only']);
    expect(p('echo')).toBe(true);
    expect(p('search_code')).toBe(true);
    expect(p('index_repo', { readOnlyHint: false })).toBe(false);
    expect(p('get_status', { readOnlyHint: true })).toBe(true);
    expect(toolPermission(['*'])('anything')).toBe(true);
    expect(toolPermission([])('echo')).toBe(false);
    expect(toolPermission(['a.b'])('axb')).toBe(false);
  });
});
