import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadShellConfig } from '../src/config.js';
import { defineTool } from '../src/define.js';
import { listTools } from '../src/server.js';
import {
  checkResultText,
  connectInMemory,
  connectModernStdio,
  connectStdio,
  decodeResultText,
} from '../src/testing.js';
import { builtExample } from './support/built.js';

const located = defineTool({
  name: 'located',
  title: 'Located rows',
  description: 'Rows with a nested location and a list per row.',
  input: z.object({ n: z.number().int().min(1).max(5) }),
  output: z.object({
    rows: z.array(z.object({ name: z.string(), at: z.object({ line: z.number() }), tags: z.array(z.string()) })),
  }),
  handler: ({ n }) => ({
    rows: Array.from({ length: n }, (_, i) => ({ name: `r${i}`, at: { line: i + 1 }, tags: ['a', 'b'] })),
  }),
});

const flat = defineTool({
  name: 'flat',
  title: 'Flat rows',
  description: 'Uniform rows of primitives.',
  input: z.object({}),
  output: z.object({ rows: z.array(z.object({ path: z.string(), line: z.number() })), total: z.number() }),
  handler: () => ({
    rows: [
      { path: 'a.ts', line: 1 },
      { path: 'b.ts', line: 2 },
    ],
    total: 2,
  }),
});

const flatData = {
  rows: [
    { path: 'a.ts', line: 1 },
    { path: 'b.ts', line: 2 },
  ],
  total: 2,
};

const text = (r: unknown) => ((r as { content: { text: string }[] }).content ?? []).map((c) => c.text).join('\n');

describe('SEXTANT_STRUCTURED_CONTENT', () => {
  it('is off unless the operator turns it on, and refuses values it does not know', () => {
    expect(loadShellConfig({}).structured).toBe(false);
    expect(loadShellConfig({ SEXTANT_STRUCTURED_CONTENT: 'off' }).structured).toBe(false);
    expect(loadShellConfig({ SEXTANT_STRUCTURED_CONTENT: 'on' }).structured).toBe(true);
    expect(() => loadShellConfig({ SEXTANT_STRUCTURED_CONTENT: 'yes please' })).toThrow(
      /SEXTANT_STRUCTURED_CONTENT must be on or off/,
    );
  });

  it('declares outputSchema in tools/list only in the structured mode, from the same zod schema', () => {
    const [plain] = listTools([flat]);
    const [typed] = listTools([flat], true);
    expect(plain).not.toHaveProperty('outputSchema');
    expect(typed!.outputSchema).toMatchObject({ properties: { rows: { type: 'array' }, total: { type: 'number' } } });
    const { outputSchema: _schema, ...rest } = typed!;
    expect(plain).toEqual(rest);
  });

  it('answers with the text alone by default, which decodes to data matching the output schema', async () => {
    const conn = await connectInMemory({ tools: [flat], deps: {}, structured: false });
    try {
      const { tools } = await conn.client.listTools();
      expect(tools[0]).not.toHaveProperty('outputSchema');
      const res = await conn.client.callTool({ name: 'flat', arguments: {} });
      expect(res).not.toHaveProperty('structuredContent');
      expect(text(res)).toBe('rows[2]{path,line}:\n  a.ts,1\n  b.ts,2\ntotal: 2');
      expect(decodeResultText(text(res))).toEqual({
        rows: [
          { path: 'a.ts', line: 1 },
          { path: 'b.ts', line: 2 },
        ],
        total: 2,
      });
    } finally {
      await conn.close();
    }
  });

  it('adds structuredContent in the structured mode, next to the same text', async () => {
    const conn = await connectInMemory({ tools: [flat], deps: {}, structured: true });
    try {
      const res = await conn.client.callTool({ name: 'flat', arguments: {} });
      expect(res.structuredContent).toEqual({
        rows: [
          { path: 'a.ts', line: 1 },
          { path: 'b.ts', line: 2 },
        ],
        total: 2,
      });
      expect(text(res)).toBe('rows[2]{path,line}:\n  a.ts,1\n  b.ts,2\ntotal: 2');
    } finally {
      await conn.close();
    }
  });
});

describe('the text the model reads, and the test helpers that check it', () => {
  it('reads back as the same data in the default mode: rows holding lists come as compact JSON, tables as TOON', async () => {
    const conn = await connectInMemory({ tools: [located, flat], deps: {}, structured: false });
    try {
      const nested = await conn.client.callTool({ name: 'located', arguments: { n: 2 } });
      expect(text(nested)).toBe(
        '{"rows":[{"name":"r0","at":{"line":1},"tags":["a","b"]},{"name":"r1","at":{"line":2},"tags":["a","b"]}]}',
      );
      const table = await conn.client.callTool({ name: 'flat', arguments: {} });
      expect(text(table)).toBe('rows[2]{path,line}:\n  a.ts,1\n  b.ts,2\ntotal: 2');
      expect(decodeResultText(text(table))).toEqual(flatData);
    } finally {
      await conn.close();
    }
  });

  it('fail a text that does not decode back to schema-valid data, or to other data than structuredContent', () => {
    const data = { rows: [{ name: 'r0', at: { line: 1 }, tags: ['a', 'b'] }] };
    // A table that flattens `at` into an `at.line` column and joins `tags`: a TOON decoder cannot read that back.
    const folded = 'rows[1]{name,at.line,tags}:\n  r0,1,a;b';
    expect(() => checkResultText('located', { content: [{ type: 'text', text: folded }] }, located)).toThrow(
      /located: the text the model reads does not match the output schema/,
    );
    expect(() =>
      checkResultText('located', { structuredContent: data, content: [{ type: 'text', text: folded }] }),
    ).toThrow(/decodes to other data than its structuredContent/);
    const same = JSON.stringify(data);
    expect(() =>
      checkResultText('located', { structuredContent: data, content: [{ type: 'text', text: same }] }, located),
    ).not.toThrow();
    expect(() => checkResultText('flat', { content: [{ type: 'text', text: 'rows[2]{path}:\n  a.ts' }] })).toThrow(
      /does not decode/,
    );
  });
});

describe('a built server with the default environment', () => {
  const env = { SEXTANT_STRUCTURED_CONTENT: 'off' }; // what a server sees when the operator sets nothing

  it('sends no outputSchema and no structuredContent after the 2025 initialize handshake', async () => {
    const conn = await connectStdio({ command: process.execPath, args: [builtExample()], env });
    try {
      const { tools } = await conn.client.listTools();
      expect(tools.some((t) => 'outputSchema' in t)).toBe(false);
      const res = await conn.client.callTool({ name: 'echo', arguments: { text: 'hello' } });
      expect(res).not.toHaveProperty('structuredContent');
      expect(text(res)).toBe('text: hello\nlength: 5');
    } finally {
      await conn.close();
    }
  });

  it('does the same for a 2026-07-28 client (server/discover)', async () => {
    const conn = await connectModernStdio({ command: process.execPath, args: [builtExample()], env });
    try {
      expect(conn.client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      const { tools } = await conn.client.listTools();
      expect(tools.some((t) => 'outputSchema' in t)).toBe(false);
      const res = await conn.client.callTool({ name: 'echo', arguments: { text: 'hello' } });
      expect(res).not.toHaveProperty('structuredContent');
      expect(text(res)).toBe('text: hello\nlength: 5');
    } finally {
      await conn.close();
    }
  });

  it('refuses a SEXTANT_STRUCTURED_CONTENT it does not know, with exit code 2', () => {
    const run = spawnSync(process.execPath, [builtExample(), 'echo', 'x'], {
      encoding: 'utf8',
      env: { ...process.env, SEXTANT_STRUCTURED_CONTENT: 'maybe' },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/SEXTANT_STRUCTURED_CONTENT must be on or off, got "maybe"/);
  });
});
