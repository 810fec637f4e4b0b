import type { SymbolDefinition } from '../ports/language-adapter.js';
import type { Logger } from '../logger.js';
import { chunkFile } from './chunk.js';
import type { Chunk, ChunkOptions } from './chunk.js';
import type { AdapterLookup } from './languages.js';
import { languageOf } from './languages.js';
import type { SymbolRecord } from './types.js';

/** Parses one file (symbols through its adapter; plain text otherwise) and chunks it. */
export async function processFile(
  file: { path: string; content: string },
  adapters: AdapterLookup,
  log: Logger,
  chunkOpts?: ChunkOptions,
): Promise<{ language: string; chunks: Chunk[]; symbols: SymbolRecord }> {
  const { id: language, adapter } = languageOf(file.path, adapters);
  let defs: SymbolDefinition[] = [];
  let symbols: SymbolRecord = { defs: [], refs: {}, imports: [] };
  if (adapter?.symbols) {
    try {
      const s = await adapter.symbols(file);
      defs = s.definitions;
      const refs: Record<string, number> = {};
      for (const r of s.references) refs[r.name] = (refs[r.name] ?? 0) + 1;
      symbols = {
        defs: defs.map((d) => ({
          name: d.name,
          kind: d.kind,
          ...(d.container ? { container: d.container } : {}),
          start: d.start.line,
          end: d.end.line,
          ...(d.signature ? { signature: d.signature } : {}),
        })),
        refs,
        imports: s.imports,
      };
    } catch (err) {
      // A grammar failure degrades this file to text chunks; the run goes on.
      log.warn('symbol extraction failed', { path: file.path, err: (err as Error).message });
    }
  }
  return { language, chunks: chunkFile({ ...file, language }, defs, chunkOpts), symbols };
}
