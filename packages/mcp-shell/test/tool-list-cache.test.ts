import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectStdio, probeStartup } from '../src/testing.js';
import { builtExample } from './support/built.js';

const listOnce = async (env: Record<string, string>, entry = builtExample()) => {
  const conn = await connectStdio({ command: process.execPath, args: [entry], env });
  const { tools } = await conn.client.listTools();
  await conn.close();
  return tools;
};

describe('tools/list start-up cache', () => {
  it('writes the answer once per build and serves the same tools from it', async () => {
    const cacheHome = mkdtempSync(join(tmpdir(), 'tool-cache-'));
    const file = join(cacheHome, 'sextant', 'tools-sextant-example-mcp.json');
    const first = await listOnce({ XDG_CACHE_HOME: cacheHome });
    expect(existsSync(file)).toBe(true);
    const cached = JSON.parse(readFileSync(file, 'utf8')) as { key: string; tools: unknown[] };
    expect(cached.tools).toEqual(first);
    expect(await listOnce({ XDG_CACHE_HOME: cacheHome })).toEqual(first);
  });

  it('keys on the selected tools and can be turned off', async () => {
    const cacheHome = mkdtempSync(join(tmpdir(), 'tool-cache-'));
    await listOnce({ XDG_CACHE_HOME: cacheHome });
    const only = await listOnce({ XDG_CACHE_HOME: cacheHome, TOOLS_TO_RUN: 'echo' });
    expect(only.map((t) => t.name)).toEqual(['echo']);
    const off = mkdtempSync(join(tmpdir(), 'tool-cache-'));
    await listOnce({ XDG_CACHE_HOME: off, SEXTANT_TOOL_CACHE: 'off' });
    expect(existsSync(join(off, 'sextant'))).toBe(false);
  });

  it('keys on the output mode: outputSchema only where the structured mode is on', async () => {
    const cacheHome = mkdtempSync(join(tmpdir(), 'tool-cache-'));
    const typed = await listOnce({ XDG_CACHE_HOME: cacheHome, SEXTANT_STRUCTURED_CONTENT: 'on' });
    expect(typed.every((t) => t.outputSchema)).toBe(true);
    const plain = await listOnce({ XDG_CACHE_HOME: cacheHome, SEXTANT_STRUCTURED_CONTENT: 'off' });
    expect(plain.some((t) => 'outputSchema' in t)).toBe(false);
    expect(plain.map((t) => t.name)).toEqual(typed.map((t) => t.name));
  });

  it('also serves an installed bin, a link from node_modules/.bin to the built entry', async () => {
    const cacheHome = mkdtempSync(join(tmpdir(), 'tool-cache-'));
    const bin = join(mkdtempSync(join(tmpdir(), 'bin-')), 'sextant-example-mcp');
    symlinkSync(builtExample(), bin);
    const tools = await listOnce({ XDG_CACHE_HOME: cacheHome }, bin);
    expect(existsSync(join(cacheHome, 'sextant', 'tools-sextant-example-mcp.json'))).toBe(true);
    expect(await listOnce({ XDG_CACHE_HOME: cacheHome }, bin)).toEqual(tools);
  });

  it('with a tool loader and a cached answer, lists without loading the definitions; the first call loads them', async () => {
    const cacheHome = mkdtempSync(join(tmpdir(), 'tool-cache-'));
    const probe = () =>
      probeStartup({
        command: process.execPath,
        args: [builtExample()],
        env: { XDG_CACHE_HOME: cacheHome, OUTPUT_FORMAT: 'json' },
        callOnly: /[\\/]example[\\/]dist[\\/]tools-\w+\.js$/,
        bad: { name: 'echo', arguments: { text: 42 } },
        call: { name: 'echo', arguments: { text: 'hi' } },
      });
    const miss = await probe();
    expect(miss.atList).toHaveLength(1); // no cache yet: the definitions load to compute the answer
    const hit = await probe();
    expect(hit.tools).toEqual(miss.tools);
    expect(hit.atList).toEqual([]);
    // Bad input is checked against the definition's schema, so the first call of any kind loads them.
    expect(hit.afterBad).toHaveLength(1);
    expect(JSON.parse(hit.bad.text)).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect([hit.call.isError, hit.call.text]).toEqual([miss.call.isError, miss.call.text]);
  });
});
