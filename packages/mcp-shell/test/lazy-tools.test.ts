import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool } from '../src/define.js';
import { connectInMemory } from '../src/testing.js';

export const lazyInput = z.object({ name: z.string().min(1) });
export const lazyOutput = z.object({ text: z.string() });

const text = (r: unknown) => ((r as { content: { text: string }[] }).content[0]?.text ?? '').trim();

function lazyTool(fail = false) {
  const loads = { count: 0 };
  const tool = defineTool({
    name: 'greet',
    title: 'Greet',
    description: 'Greets by name.',
    annotations: { readOnlyHint: true },
    input: lazyInput,
    output: lazyOutput,
    load: () => {
      loads.count++;
      return fail && loads.count === 1 ? Promise.reject(new Error('disk hiccup')) : import('./support/lazy-handler.js');
    },
  });
  return { tool, loads };
}

describe('tools whose handler module loads on the first call', () => {
  it('lists from the definition, refuses bad input, and imports the handler once, on the first valid call', async () => {
    const { tool, loads } = lazyTool();
    const { client, close } = await connectInMemory({ tools: [tool], deps: { greeting: 'hello' }, format: 'json' });
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => [t.name, t.inputSchema.required])).toEqual([['greet', ['name']]]);
      const bad = await client.callTool({ name: 'greet', arguments: { name: '' } });
      expect(bad.isError).toBe(true);
      expect(JSON.parse(text(bad))).toMatchObject({ error: { code: 'INVALID_INPUT' } });
      expect(loads.count).toBe(0);
      const first = await client.callTool({ name: 'greet', arguments: { name: 'ada' } });
      const second = await client.callTool({ name: 'greet', arguments: { name: 'bob' } });
      expect([JSON.parse(text(first)), JSON.parse(text(second))]).toEqual([
        { text: 'hello, ada' },
        { text: 'hello, bob' },
      ]);
      expect(loads.count).toBe(1);
    } finally {
      await close();
    }
  });

  it('answers a failed import with a structured error and imports again on the next call', async () => {
    const { tool, loads } = lazyTool(true);
    const { client, close } = await connectInMemory({ tools: [tool], deps: { greeting: 'hi' }, format: 'json' });
    try {
      const failed = await client.callTool({ name: 'greet', arguments: { name: 'ada' } });
      expect(failed.isError).toBe(true);
      expect(JSON.parse(text(failed))).toMatchObject({ error: { code: 'INTERNAL' } });
      const retried = await client.callTool({ name: 'greet', arguments: { name: 'ada' } });
      expect(JSON.parse(text(retried))).toEqual({ text: 'hi, ada' });
      expect(loads.count).toBe(2);
    } finally {
      await close();
    }
  });

  it('refuses a definition with both or neither of handler and load', () => {
    const base = { name: 'x', title: 'X', description: 'x', input: lazyInput, output: lazyOutput };
    expect(() => defineTool(base)).toThrow(/exactly one of handler and load/);
    expect(() =>
      defineTool({ ...base, handler: () => ({ text: '' }), load: () => import('./support/lazy-handler.js') }),
    ).toThrow(/exactly one of handler and load/);
  });
});
