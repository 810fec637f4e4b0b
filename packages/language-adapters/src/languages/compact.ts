import type { LanguageAdapter, SourceFile } from '@sextant/core-engine';
import type { Diagnostic, FileSymbols } from '@sextant/core-engine/ports';
import { parseCompact } from '../compact/parser.js';
import { compactEntrypoints, toFileSymbols } from '../compact/symbols.js';
import type { CompactEntrypoint } from '../compact/symbols.js';
import type { CompactParseResult } from '../compact/types.js';

/** The Compact adapter: the port's `symbols`, plus `parse` (full declarations) and `entrypoints`. */
export interface CompactAdapter extends LanguageAdapter {
  symbols(file: SourceFile): Promise<FileSymbols & { diagnostics: Diagnostic[] }>;
  /** Exported circuits (the contract's entry points). */
  entrypoints(file: SourceFile): Promise<CompactEntrypoint[]>;
  /** The full declaration parse; never throws. */
  parse(file: SourceFile): CompactParseResult;
}

/** compact adapter: hand-written tokenizer and declaration parser (no grammar package needed). */
export const compactAdapter: CompactAdapter = {
  id: 'compact',
  extensions: ['compact'],
  parse: (file) => parseCompact(file.content),
  async symbols(file) {
    const parse = parseCompact(file.content);
    return { ...toFileSymbols(parse), diagnostics: parse.diagnostics };
  },
  async entrypoints(file) {
    return compactEntrypoints(parseCompact(file.content));
  },
};
