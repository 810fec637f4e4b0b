import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';

export const ragIngest = defineTool({
  name: 'rag_ingest',
  title: 'Ingest docs',
  description:
    'Chunks docs (.md, .mdx, .txt, .compact, .ts, .graphql) under the given paths into a collection for rag_query.',
  annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
  input: z.object({
    paths: z.array(z.string()).min(1).describe('Files or directories inside the allowed roots'),
    collection: z.string().min(3).optional(),
  }),
  output: z.object({
    collection: z.string(),
    files: z.number(),
    unchanged_files: z.number().describe('Files already stored as they are now: not re-chunked or re-embedded'),
    chunks: z.number(),
    total_chunks: z.number(),
  }),
  cli: { command: 'ingest', positional: 'paths' },
  async handler({ paths, collection }, { rag, config }: AppDeps, ctx) {
    const name = collection ?? config.ragCollection;
    const resolved = await Promise.all(paths.map((p) => ctx.resolvePath(p)));
    const { collectDocFiles, ingestDocFiles } = await import('@sextant/vector-search');
    const files = await collectDocFiles(resolved, ctx.signal, ctx.roots());
    const backend = await rag();
    const { chunks, unchanged } = await ingestDocFiles(backend, files, {
      collection: name,
      base: ctx.roots()[0] ?? process.cwd(),
      roots: ctx.roots(),
      signal: ctx.signal,
      onFile: (i) => ctx.progress({ progress: i, total: files.length }),
    });
    const total_chunks = await backend.store.count({ collection: name });
    return { collection: name, files: files.length, unchanged_files: unchanged, chunks, total_chunks };
  },
});
