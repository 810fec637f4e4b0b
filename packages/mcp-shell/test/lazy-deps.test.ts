import { AppError } from '@sextant/core-engine';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool } from '../src/define.js';
import { lazyDeps } from '../src/lazy-deps.js';
import { connectInMemory } from '../src/testing.js';

interface Deps {
  greeting: string;
}

const greet = defineTool({
  name: 'greet',
  title: 'Greet',
  description: 'Greets by name.',
  annotations: { readOnlyHint: true },
  input: z.object({ name: z.string().min(1) }),
  output: z.object({ text: z.string() }),
  handler: ({ name }, deps: Deps) => ({ text: `${deps.greeting}, ${name}` }),
});

const textOf = (r: unknown) => (r as { content: { text: string }[] }).content[0]!.text;

describe('lazy deps', () => {
  it('are made once, on the first call: tools/list and bad input do not make them', async () => {
    let made = 0;
    const deps = lazyDeps<Deps>(async () => {
      made++;
      return { greeting: 'hello' };
    });
    const { client, close } = await connectInMemory({ tools: [greet], deps, format: 'json' });
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['greet']);
      expect((await client.callTool({ name: 'greet', arguments: { name: '' } })).isError).toBe(true);
      expect(made).toBe(0);
      const first = await client.callTool({ name: 'greet', arguments: { name: 'Ada' } });
      await client.callTool({ name: 'greet', arguments: { name: 'Bob' } });
      expect(first.structuredContent).toEqual({ text: 'hello, Ada' });
      expect(made).toBe(1);
      expect(deps.made()).toBeDefined();
    } finally {
      await close();
    }
  });

  it('turn a failure to make them into the tool error the model reads, and try again on the next call', async () => {
    let attempts = 0;
    const deps = lazyDeps<Deps>(() => {
      if (++attempts === 1)
        throw new AppError('UPSTREAM', 'The store is unreachable.', { hint: 'Start it, then retry.' });
      return { greeting: 'hi' };
    });
    const { client, close } = await connectInMemory({ tools: [greet], deps, format: 'json' });
    try {
      const res = await client.callTool({ name: 'greet', arguments: { name: 'Ada' } });
      expect(res.isError).toBe(true);
      expect(JSON.parse(textOf(res))).toMatchObject({ error: { code: 'UPSTREAM', hint: 'Start it, then retry.' } });
      const again = await client.callTool({ name: 'greet', arguments: { name: 'Ada' } });
      expect(again.structuredContent).toEqual({ text: 'hi, Ada' });
    } finally {
      await close();
    }
  });
});
