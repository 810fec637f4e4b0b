import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LoggingMessageNotificationSchema,
  ResourceUpdatedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestConnection } from '../src/testing.js';
import { connectStdio } from '../src/testing.js';
import { builtExample } from './support/built.js';

const text = (r: unknown) => ((r as { content?: { text: string }[] }).content ?? []).map((c) => c.text).join('\n');
let conn: TestConnection & { stderr(): string };
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shell-stdio-'));
  writeFileSync(join(root, 'hello.txt'), 'hi there');
  conn = await connectStdio({
    command: process.execPath,
    args: [builtExample()],
    env: { SEXTANT_ROOTS: root, LOG_LEVEL: 'debug' },
    onSample: (p) => `echo: ${JSON.stringify(p.messages[0]?.content)}`,
  });
});
afterAll(() => conn?.close());

describe('example server over real stdio', () => {
  it('lists every tool with input and output schemas and the added format field', async () => {
    const { tools } = await conn.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['echo', 'count', 'read_text', 'set_note', 'ask', 'fail', 'lookup']);
    const echo = tools.find((t) => t.name === 'echo')!;
    expect(echo.inputSchema.properties).toMatchObject({ text: { type: 'string' }, format: { enum: ['toon', 'json'] } });
    expect(echo.outputSchema?.properties).toHaveProperty('length');
    expect(echo.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true });
  });

  it('returns structuredContent and a TOON or JSON text rendering', async () => {
    const toon = await conn.client.callTool({ name: 'echo', arguments: { text: 'hello' } });
    expect(toon.structuredContent).toEqual({ text: 'hello', length: 5 });
    expect(text(toon)).toBe('text: hello\nlength: 5');
    const json = await conn.client.callTool({ name: 'echo', arguments: { text: 'hello', format: 'json' } });
    expect(JSON.parse(text(json))).toEqual({ text: 'hello', length: 5 });
  });

  it('answers wrong types, oversize strings and __proto__ keys with structured errors and stays up', async () => {
    const wrong = await conn.client.callTool({ name: 'echo', arguments: { text: 42 } });
    expect(wrong.isError).toBe(true);
    expect(text(wrong)).toMatch(/code: INVALID_INPUT/);
    expect(text(wrong)).toMatch(/issues\[1\]\{field,problem\}:\s+text,/);
    expect(wrong.structuredContent).toBeUndefined();

    const big = await conn.client.callTool({ name: 'echo', arguments: { text: 'x'.repeat(20_000) } });
    expect(text(big)).toMatch(/the limit is 10000/);

    const proto = await conn.client.callTool({
      name: 'echo',
      arguments: JSON.parse('{"text":"a","__proto__":{"polluted":1}}'),
    });
    expect(proto.isError).toBe(true);
    expect(text(proto)).toMatch(/__proto__/);

    const unknown = await conn.client.callTool({ name: 'nope', arguments: {} });
    expect(text(unknown)).toMatch(/TOOL_NOT_FOUND[\s\S]*echo/);
    expect((await conn.client.listTools()).tools.length).toBe(7);
  });

  it('reports typed errors with hint and details, and hides unexpected ones without stack traces', async () => {
    const typed = await conn.client.callTool({ name: 'fail', arguments: { kind: 'typed' } });
    expect(text(typed)).toContain('code: NOT_FOUND');
    expect(text(typed)).toContain('hint: Try another name.');
    const crash = await conn.client.callTool({ name: 'fail', arguments: { kind: 'crash' } });
    expect(text(crash)).toContain('code: INTERNAL');
    expect(text(crash)).not.toMatch(/secret\/path|at .*\.js/);
    await expect.poll(() => conn.stderr()).toMatch(/"level":"error".*tool failed/);
  });

  it('forwards logs to the client as MCP logging notifications, with secrets redacted', async () => {
    const logs: { level: string; data: unknown }[] = [];
    conn.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(n.params));
    await conn.client.setLoggingLevel('error');
    await conn.client.callTool({ name: 'fail', arguments: { kind: 'crash' } });
    await expect.poll(() => logs.length).toBeGreaterThan(0);
    expect(logs[0]).toMatchObject({
      level: 'error',
      data: expect.objectContaining({ msg: 'tool failed', tool: 'fail' }),
    });
  });

  it('redacts a secret in a handler output, in both structuredContent and text', async () => {
    const key = ['AKIA', 'Q3XZ', 'M4R7', 'T6W5', 'PLJ2'].join('');
    const res = await conn.client.callTool({ name: 'echo', arguments: { text: `aws key ${key} here` } });
    expect(text(res)).not.toContain(key);
    expect(text(res)).toContain('[REDACTED:');
    expect(JSON.stringify(res.structuredContent)).not.toContain(key);
  });

  it('sends progress notifications when the client passes a progress token', async () => {
    const seen: number[] = [];
    const res = await conn.client.callTool({ name: 'count', arguments: { to: 5, delay_ms: 1 } }, undefined, {
      onprogress: (p) => seen.push(p.progress),
    });
    expect(res.structuredContent).toEqual({ counted: 5 });
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it('passes cancellation to the handler and keeps serving', async () => {
    const controller = new AbortController();
    const call = conn.client.callTool({ name: 'count', arguments: { to: 1000, delay_ms: 20 } }, undefined, {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    await expect(call).rejects.toThrow();
    const after = await conn.client.callTool({ name: 'echo', arguments: { text: 'still here' } });
    expect(after.structuredContent).toMatchObject({ text: 'still here' });
  });

  it('sends resources/updated to a subscriber when a tool changes a resource', async () => {
    const updates: string[] = [];
    conn.client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => void updates.push(n.params.uri));
    await conn.client.subscribeResource({ uri: 'example://notes/todo' });
    await conn.client.callTool({ name: 'set_note', arguments: { name: 'todo', text: 'ship it' } });
    await expect.poll(() => updates).toEqual(['example://notes/todo']);
    const read = await conn.client.readResource({ uri: 'example://notes/todo' });
    expect(read.contents[0]).toMatchObject({ text: 'ship it' });
    const { resources } = await conn.client.listResources();
    expect(resources.map((r) => r.uri)).toContain('example://notes/welcome');
  });

  it('asks the client model through sampling, serves prompts, and guards paths against the roots', async () => {
    const asked = await conn.client.callTool({ name: 'ask', arguments: { question: 'why?' } });
    expect(asked.structuredContent).toMatchObject({ model: 'test-model', answer: expect.stringContaining('why?') });
    const prompt = await conn.client.getPrompt({ name: 'summarize_note', arguments: { name: 'welcome' } });
    expect(JSON.stringify(prompt.messages)).toContain('Hello from the Sextant shell.');
    const ok = await conn.client.callTool({ name: 'read_text', arguments: { path: 'hello.txt' } });
    expect(ok.structuredContent).toMatchObject({ content: 'hi there' });
    const escape = await conn.client.callTool({ name: 'read_text', arguments: { path: '../../etc/passwd' } });
    expect(text(escape)).toMatch(/code: FORBIDDEN[\s\S]*allowed roots/);
  });

  it('isolates a failing query in a bulk call', async () => {
    const res = await conn.client.callTool({
      name: 'lookup',
      arguments: { queries: [{ word: 'Hello' }, { word: 'boom' }, { word: 'zzz' }] },
    });
    const results = (res.structuredContent as { results: { status: string }[] }).results;
    expect(results.map((r) => r.status)).toEqual(['hasResults', 'error', 'empty']);
  });
});
