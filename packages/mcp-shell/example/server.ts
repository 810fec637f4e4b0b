import { defineResourceTemplate, definePrompt, runServer } from '../src/index.js';
import type { ExampleDeps } from './tools.js';

const notes = defineResourceTemplate<ExampleDeps>({
  name: 'note',
  uriTemplate: 'example://notes/{name}',
  title: 'Note',
  mimeType: 'text/plain',
  list: async (deps) => [...deps.notes.keys()].map((name) => ({ uri: `example://notes/${name}`, name })),
  read: (deps, _uri, { name }) => ({ text: deps.notes.get(name ?? '') ?? '' }),
});

const summarize = definePrompt<ExampleDeps>({
  name: 'summarize_note',
  description: 'Asks for a summary of one note.',
  args: { name: { description: 'Note name', required: true } },
  build: ({ name }, deps) => [
    { role: 'user', text: `Summarize this note:\n${deps.notes.get(name ?? '') ?? '(empty)'}` },
  ],
});

await runServer<ExampleDeps>({
  name: 'sextant-example-mcp',
  version: '0.1.0',
  description: 'A small server that shows what the Sextant MCP shell does.',
  // A loader: with the tools/list answer cached for this build, the definitions load on the first call.
  tools: async () => (await import('./tools.js')).exampleTools,
  resourceTemplates: [notes],
  prompts: [summarize],
  createDeps: () => ({ notes: new Map([['welcome', 'Hello from the Sextant shell.']]) }),
});
