import { extname } from 'node:path';
import { walkFiles } from '@sextant/security';

const DOC_EXTENSIONS = new Set(['.md', '.mdx', '.txt', '.compact', '.ts', '.graphql']);

/**
 * Files under the given paths that ingest reads (docs, Compact and TypeScript sources, schemas), found by the
 * wall's walk: links are followed only to targets inside `roots` (default: the paths themselves), loops end,
 * and each file is listed once, by its real path.
 */
export async function collectDocFiles(
  paths: readonly string[],
  signal?: AbortSignal,
  roots: readonly string[] = paths,
): Promise<string[]> {
  const { files } = await walkFiles(paths, {
    roots,
    signal,
    skipDir: (name) => name === 'node_modules' || name === 'dist',
    keep: (p) => DOC_EXTENSIONS.has(extname(p)),
  });
  return [...new Set(files.map((f) => f.real))].sort();
}
