import { readFile } from 'node:fs/promises';
import { AppError } from '@sextant/core-engine';
import { z } from 'zod';
import { defineTool, runBulk } from '../src/index.js';

/** State of the example server: notes that resources expose and tools change. */
export interface ExampleDeps {
  notes: Map<string, string>;
}

const echo = defineTool({
  name: 'echo',
  title: 'Echo',
  description: 'Returns the text it is given, with its length.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({ text: z.string().describe('Text to echo') }),
  output: z.object({ text: z.string(), length: z.number() }),
  cli: { positional: 'text' },
  handler: ({ text }) => ({ text, length: text.length }),
});

const count = defineTool({
  name: 'count',
  title: 'Count slowly',
  description: 'Counts to a number with a delay per step, reporting progress; stops when cancelled.',
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: z.object({ to: z.number().int().min(1).max(1000), delay_ms: z.number().int().min(0).max(5000).default(10) }),
  output: z.object({ counted: z.number() }),
  async handler({ to, delay_ms }, _deps, ctx) {
    for (let i = 1; i <= to; i++) {
      if (ctx.signal.aborted) throw new AppError('CANCELLED', `Cancelled at ${i - 1} of ${to}.`);
      await new Promise((r) => setTimeout(r, delay_ms));
      ctx.progress({ progress: i, total: to, message: `counted ${i}` });
    }
    return { counted: to };
  },
});

const readText = defineTool({
  name: 'read_text',
  title: 'Read a text file',
  description: 'Reads a text file inside the allowed roots.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({ path: z.string().describe('File path, relative to the first root') }),
  output: z.object({ path: z.string(), bytes: z.number(), content: z.string() }),
  cli: { positional: 'path' },
  async handler({ path }, _deps, ctx) {
    const abs = await ctx.resolvePath(path);
    const content = await readFile(abs, 'utf8').catch((cause: NodeJS.ErrnoException) => {
      throw new AppError('NOT_FOUND', `Cannot read "${path}": ${cause.code ?? cause.message}.`, {
        hint: 'Check the path.',
        cause,
      });
    });
    return { path: abs, bytes: Buffer.byteLength(content), content };
  },
});

const setNote = defineTool({
  name: 'set_note',
  title: 'Set a note',
  description: 'Writes a note; subscribers of example://notes/{name} are told it changed.',
  annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
  input: z.object({ name: z.string().regex(/^[\w-]{1,40}$/), text: z.string() }),
  output: z.object({ uri: z.string() }),
  async handler({ name, text }, deps: ExampleDeps, ctx) {
    deps.notes.set(name, text);
    const uri = `example://notes/${name}`;
    await ctx.notifyResourceUpdated(uri);
    return { uri };
  },
});

const ask = defineTool({
  name: 'ask',
  title: 'Ask the client model',
  description: "Asks the client's model a question through MCP sampling.",
  annotations: { readOnlyHint: true, openWorldHint: true },
  input: z.object({ question: z.string().min(1) }),
  output: z.object({ answer: z.string(), model: z.string() }),
  async handler({ question }, _deps, ctx) {
    const { text, model } = await ctx.sample({ messages: [{ role: 'user', text: question }], maxTokens: 200 });
    return { answer: text, model };
  },
});

const fail = defineTool({
  name: 'fail',
  title: 'Fail on purpose',
  description: 'Fails with a typed error or an unexpected crash, to show error handling.',
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: z.object({ kind: z.enum(['typed', 'crash']) }),
  output: z.object({}),
  handler({ kind }) {
    if (kind === 'typed')
      throw new AppError('NOT_FOUND', 'Nothing here.', { hint: 'Try another name.', details: { name: 'x' } });
    throw new TypeError('internal detail /secret/path that must not leak');
  },
});

const lookup = defineTool({
  name: 'lookup',
  title: 'Look up words',
  description: 'Looks up 1-5 words in the notes at once; each query gets a status.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({
    queries: z
      .array(z.object({ word: z.string().min(1) }))
      .min(1)
      .max(5),
  }),
  output: z.object({
    results: z.array(
      z.object({
        word: z.string(),
        status: z.enum(['hasResults', 'empty', 'error']),
        matches: z.array(z.string()),
        hints: z.array(z.string()),
        error: z.string().optional(),
      }),
    ),
  }),
  async handler({ queries }, deps: ExampleDeps) {
    const results = await runBulk(
      queries,
      async ({ word }) => {
        if (word === 'boom') throw new AppError('INVALID_INPUT', 'The word "boom" is not allowed.');
        return [...deps.notes.entries()].filter(([, t]) => t.includes(word)).map(([n]) => n);
      },
      {
        hints: { empty: ['No note has that word; try a shorter word.'], error: ['Fix this query and retry it alone.'] },
      },
    );
    return {
      results: results.map((r, i) => ({
        word: queries[i]!.word,
        status: r.status,
        matches: r.data ?? [],
        hints: r.hints,
        ...(r.error ? { error: r.error.message } : {}),
      })),
    };
  },
});

/** The example server's tools, in one list. */
export const exampleTools = [echo, count, readText, setNote, ask, fail, lookup] as const;
