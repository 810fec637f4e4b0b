import { mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { tempDataDir } from '../support/connect.js';
import { autoUpdateConfig } from '../../src/tools/auto-update-config.js';

const original = {
  mcpServers: {
    midnight: { command: 'npx', args: ['midnight-mcp@0.1.2'] },
    other: { command: 'node', args: ['server.js'] },
  },
};

async function setup() {
  const root = mkdtempSync(join(tmpdir(), 'midnight-config-'));
  writeFileSync(join(root, 'mcp.json'), JSON.stringify(original, null, 2));
  const conn = await connectInMemory({
    tools: [autoUpdateConfig],
    deps: createDeps(loadConfig({ MIDNIGHT_DATA_DIR: tempDataDir() }), silentLogger),
    roots: [root],
    format: 'json',
  });
  return { root, ...conn };
}

describe('midnight-auto-update-config', () => {
  it('shows the change without writing by default', async () => {
    const { root, client, close } = await setup();
    const res = await client.callTool({ name: 'midnight-auto-update-config', arguments: { path: 'mcp.json' } });
    expect(res.structuredContent).toMatchObject({
      applied: false,
      changes: [{ server: 'midnight', before: ['midnight-mcp@0.1.2'], after: ['-y', 'midnight-mcp@latest'] }],
    });
    expect(JSON.parse(readFileSync(join(root, 'mcp.json'), 'utf8'))).toEqual(original);
    await close();
  });

  it('writes the change and keeps a backup when applied', async () => {
    const { root, client, close } = await setup();
    const res = await client.callTool({
      name: 'midnight-auto-update-config',
      arguments: { path: 'mcp.json', apply: true },
    });
    const out = res.structuredContent as { applied: boolean; backup: string };
    expect(out.applied).toBe(true);
    expect(JSON.parse(readFileSync(join(root, 'mcp.json'), 'utf8')).mcpServers.midnight.args).toEqual([
      '-y',
      'midnight-mcp@latest',
    ]);
    expect(JSON.parse(readFileSync(out.backup, 'utf8'))).toEqual(original);
    expect(readdirSync(root).filter((f) => f.includes('.bak-'))).toHaveLength(1);
    const again = await client.callTool({
      name: 'midnight-auto-update-config',
      arguments: { path: 'mcp.json', apply: true },
    });
    expect(again.structuredContent).toMatchObject({ changes: [], applied: false });
    await close();
  });

  it('refuses a config file that is a symlink leading outside the roots, and leaves the outside file alone', async () => {
    const { root, client, close } = await setup();
    const outside = mkdtempSync(join(tmpdir(), 'midnight-outside-'));
    const target = join(outside, 'claude_desktop_config.json');
    writeFileSync(target, JSON.stringify(original, null, 2));
    symlinkSync(target, join(root, 'linked.json'));
    for (const apply of [false, true]) {
      const res = await client.callTool({
        name: 'midnight-auto-update-config',
        arguments: { path: 'linked.json', apply },
      });
      expect(res.isError, `apply: ${apply}`).toBe(true);
      expect(JSON.stringify(res.content)).toMatch(/FORBIDDEN/);
      expect(JSON.stringify(res.content)).not.toContain('midnight-mcp@0.1.2');
    }
    expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual(original);
    expect(readdirSync(outside)).toEqual(['claude_desktop_config.json']);
    await close();
  });

  it('refuses paths outside the allowed roots', async () => {
    const { client, close } = await setup();
    const res = await client.callTool({
      name: 'midnight-auto-update-config',
      arguments: { path: '/etc/passwd', apply: true },
    });
    expect(res.isError).toBe(true);
    expect(JSON.stringify(res.content)).toMatch(/FORBIDDEN|outside|root/i);
    await close();
  });
});
