// The entry's heavy functions: the Compact parser, core-engine's indexing pipeline and the path walls load on the
// first call, so opening a knowledge base (and searching it) never loads them.
import type { KnowledgeChunk } from './chunker.js';
import type { indexTargets as indexTargetsNow } from './indexer.js';

/** Indexes repositories one by one: a bounded tarball per repo and ref, a local folder, or a clone. */
export async function indexTargets(...args: Parameters<typeof indexTargetsNow>): ReturnType<typeof indexTargetsNow> {
  return (await import('./indexer.js')).indexTargets(...args);
}

/** Splits a file: Compact by declaration (the parser loads on the first call), Markdown by heading, code in windows. */
export async function chunkKnowledgeFile(repo: string, path: string, text: string): Promise<KnowledgeChunk[]> {
  return (await import('./chunker.js')).chunkFile(repo, path, text);
}
