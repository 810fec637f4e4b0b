import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/rag-ingest.js';

/** The handler of ragIngest, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { paths, collection },
  { rag, config }: AppDeps,
  ctx,
) => {
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
};
