import type { AdapterLookup } from '@sextant/core-engine/indexing';
import { chunkFile as chunkByDefinitions } from '@sextant/core-engine/indexing';
import { chunkFile } from './chunker.js';
import type { KnowledgeChunk } from './chunker.js';

/**
 * Chunks one file. TypeScript and JavaScript go through core-engine's definition chunker with the language adapters'
 * symbols (one chunk per function or class, named after it); Compact, Markdown and files the adapter cannot read
 * are cut as `chunkFile` does.
 */
export async function chunkSource(
  repo: string,
  path: string,
  text: string,
  adapters?: AdapterLookup,
): Promise<KnowledgeChunk[]> {
  const plain = chunkFile(repo, path, text);
  const first = plain[0];
  const adapter = first?.kind === 'typescript' ? adapters?.byPath(path) : undefined;
  if (!first || !adapter?.symbols) return plain;
  try {
    const { definitions } = await adapter.symbols({ path, content: text });
    if (!definitions.length) return plain;
    return chunkByDefinitions({ path, language: first.language, content: text }, definitions).map((c) => ({
      repo,
      path,
      language: first.language,
      kind: first.kind,
      startLine: c.startLine,
      endLine: c.endLine,
      text: c.text,
      ...(c.symbol ? { symbol: c.symbol } : {}),
      ...(c.doc ? { doc: c.doc } : {}),
    }));
  } catch {
    // A file the parser cannot handle is still searchable as line windows.
    return plain;
  }
}
