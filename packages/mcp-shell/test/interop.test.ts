import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpServerProcess } from '../src/testing.js';
import { interopClients, startHttpServer } from '../src/testing.js';
import { builtExample } from './support/built.js';

let http: HttpServerProcess;
// Client roots narrow the operator's: the server's root holds the client's root and a file outside it.
const serverRoot = mkdtempSync(join(tmpdir(), 'shell-interop-'));
const clientRoot = join(serverRoot, 'client');
mkdirSync(clientRoot);
writeFileSync(join(clientRoot, 'note.txt'), 'from the client root');
writeFileSync(join(serverRoot, 'other.txt'), 'outside the client root');
const env = { SEXTANT_ROOTS: serverRoot };
const target = () => ({ command: process.execPath, args: [builtExample()], env, url: () => http.url });

beforeAll(async () => {
  http = await startHttpServer({ command: process.execPath, args: [builtExample()], env });
});
afterAll(() => http?.stop());

const onSample = (p: { messages: { content: unknown }[] }) => `echo: ${JSON.stringify(p.messages[0]?.content)}`;

describe.each(interopClients(target()).map((c) => [c.label, c] as const))('%s', (_label, kind) => {
  it('lists and calls a tool, gets progress, and cancels a long call', async () => {
    const conn = await kind.connect();
    try {
      if (kind.era === '2026') expect(conn.protocol).toBe('2026-07-28');
      else expect(conn.protocol).not.toBe('2026-07-28');
      expect((await conn.listTools()).map((t) => t.name)).toContain('echo');
      const echo = await conn.callTool('echo', { text: 'both eras' });
      expect(echo.structuredContent).toEqual({ text: 'both eras', length: 9 });
      const seen: number[] = [];
      const counted = await conn.callTool(
        'count',
        { to: 3, delay_ms: 1 },
        { onprogress: (p) => seen.push(p.progress) },
      );
      expect(counted.structuredContent).toEqual({ counted: 3 });
      expect(seen).toEqual([1, 2, 3]);
      const controller = new AbortController();
      const long = conn.callTool('count', { to: 1000, delay_ms: 20 }, { signal: controller.signal });
      setTimeout(() => controller.abort(), 100);
      await expect(long).rejects.toThrow();
      expect((await conn.callTool('echo', { text: 'after' })).structuredContent).toMatchObject({ text: 'after' });
    } finally {
      await conn.close();
    }
  });

  it('delivers every progress step to a client busy while the server answers', async () => {
    const conn = await kind.connect();
    try {
      const seen: number[] = [];
      const busy = (ms: number) => {
        const end = performance.now() + ms;
        while (performance.now() < end);
      };
      // Blocked in the first step's handler, the client later reads the other steps and the result in one chunk.
      await conn.callTool(
        'count',
        { to: 3, delay_ms: 1 },
        {
          onprogress: (p) => {
            seen.push(p.progress);
            if (p.progress === 1) busy(60);
          },
        },
      );
      expect(seen).toEqual([1, 2, 3]);
    } finally {
      await conn.close();
    }
  });

  it("asks the client's model (sampling in 2025, a multi-round-trip request in 2026)", async () => {
    const conn = await kind.connect({ onSample });
    try {
      const asked = await conn.callTool('ask', { question: 'why?' });
      expect(asked.structuredContent).toMatchObject({ model: 'test-model', answer: expect.stringContaining('why?') });
    } finally {
      await conn.close();
    }
  });

  it('says so when the client cannot sample', async () => {
    const conn = await kind.connect();
    try {
      const asked = await conn.callTool('ask', { question: 'why?' });
      expect(asked.isError).toBe(true);
      expect(JSON.stringify(asked.content)).toContain('SAMPLING_UNAVAILABLE');
    } finally {
      await conn.close();
    }
  });

  it("keeps reads inside the client's roots (roots/list in 2025, a multi-round-trip roots request in 2026)", async () => {
    const inside = join(clientRoot, 'note.txt');
    const outside = join(serverRoot, 'other.txt');
    const withRoots = await kind.connect({ roots: [pathToFileURL(clientRoot).href] });
    try {
      const read = await withRoots.callTool('read_text', { path: inside });
      expect(read.structuredContent).toMatchObject({ content: 'from the client root' });
      expect(JSON.stringify((await withRoots.callTool('read_text', { path: outside })).content)).toContain('FORBIDDEN');
    } finally {
      await withRoots.close();
    }
    const without = await kind.connect();
    try {
      const read = await without.callTool('read_text', { path: outside });
      expect(read.structuredContent).toMatchObject({ content: 'outside the client root' });
    } finally {
      await without.close();
    }
  });
});
