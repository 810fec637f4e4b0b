import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isAppError } from '@sextant/core-engine';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/tools/categories.js';
import { applyToolsets } from '../src/toolsets.js';
import { tempDataDir } from './support/connect.js';

const appDir = fileURLToPath(new URL('../', import.meta.url));
const main = `${appDir}dist/main.js`;

beforeAll(() => {
  if (!existsSync(main)) execFileSync('npx', ['tsup'], { cwd: appDir, stdio: 'ignore' });
});

const offline = () => ({
  MIDNIGHT_GITHUB_API_URL: 'http://127.0.0.1:9',
  MIDNIGHT_DOCS_URL: 'http://127.0.0.1:9',
  MIDNIGHT_DATA_DIR: tempDataDir(),
});

describe('MIDNIGHT_TOOLSETS', () => {
  it('leaves the environment alone when unset or empty: every tool is listed', () => {
    const env = { DISABLE_TOOLS: 'midnight-get-status' };
    expect(applyToolsets(env)).toBe(env);
    expect(applyToolsets({ ...env, MIDNIGHT_TOOLSETS: ' , ' })).toEqual({ ...env, MIDNIGHT_TOOLSETS: ' , ' });
  });

  it('disables the tools of the other categories, keeping DISABLE_TOOLS', () => {
    const out = applyToolsets({ MIDNIGHT_TOOLSETS: 'analysis, discovery', DISABLE_TOOLS: 'midnight-suggest-tool' });
    const off = new Set(out.DISABLE_TOOLS!.split(','));
    expect(off.has('midnight-suggest-tool')).toBe(true);
    for (const [name, c] of Object.entries(categories))
      for (const tool of c.tools)
        if (tool !== 'midnight-suggest-tool') expect(off.has(tool)).toBe(!['analysis', 'discovery'].includes(name));
  });

  it('refuses an unknown category with the valid names', () => {
    let error: unknown;
    try {
      applyToolsets({ MIDNIGHT_TOOLSETS: 'analysis,chain' });
    } catch (e) {
      error = e;
    }
    expect(isAppError(error) && error.code).toBe('INVALID_INPUT');
    expect((error as { extra: { details: unknown } }).extra.details).toEqual({
      variable: 'MIDNIGHT_TOOLSETS',
      unknown: ['chain'],
      valid: Object.keys(categories),
    });
  });

  it('the built server lists only the chosen categories, and a bad value stops it with exit code 2', async () => {
    const conn = await connectStdio({
      command: process.execPath,
      args: [main],
      env: { ...offline(), MIDNIGHT_TOOLSETS: 'analysis,discovery', LOG_LEVEL: 'silent' },
    });
    try {
      const { tools } = await conn.client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(
        [...categories.analysis!.tools, ...categories.discovery!.tools].sort(),
      );
    } finally {
      await conn.close();
    }
    const bad = spawnSync(process.execPath, [main], {
      env: { ...process.env, ...offline(), MIDNIGHT_TOOLSETS: 'docs,nope' },
      input: '',
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('MIDNIGHT_TOOLSETS names unknown categories: nope.');
    expect(bad.stderr).toContain('search, analysis, versions, authoring, docs, health, discovery');
  });
});
