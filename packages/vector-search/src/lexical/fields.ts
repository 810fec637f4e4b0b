import type { StoredChunk } from '@sextant/core-engine';
import type { LexicalFields } from '@sextant/core-engine/ports';
import { codeTokenString } from '@sextant/core-engine/retrieval';

export type { LexicalFields };

/** BM25 field weights: a symbol-name hit outranks a path hit, which outranks a body hit. */
export interface FieldWeights {
  /** @default 4 */
  symbol: number;
  /** @default 2 */
  path: number;
  /** @default 2 */
  doc: number;
  /** @default 1 */
  body: number;
}

export const defaultFieldWeights: FieldWeights = { symbol: 4, path: 2, doc: 2, body: 1 };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

const pathTokens = (path: string) => codeTokenString(path.replace(/\.[A-Za-z0-9]+$/, ''));

function split(chunk: StoredChunk, path: (path: string) => string): LexicalFields {
  if (chunk.lexical) return chunk.lexical;
  return {
    symbol: codeTokenString(str(chunk.metadata.symbol)),
    path: path(str(chunk.metadata.path)),
    doc: codeTokenString(str(chunk.metadata.doc)),
    body: codeTokenString(chunk.text),
  };
}

/** Splits a chunk into lexical fields; metadata `symbol`, `path` and `doc` feed the weighted fields. Pre-tokenized `chunk.lexical` wins. */
export const lexicalFields = (chunk: StoredChunk): LexicalFields => split(chunk, pathTokens);

/**
 * `lexicalFields` for a caller splitting many chunks (a store, an index worker), with the same results: the splitter
 * keeps the path field of the last file, since every chunk of a file has the same one and files come chunk after chunk.
 */
export function createLexicalFields(): (chunk: StoredChunk) => LexicalFields {
  let lastPath = '';
  let lastTokens = pathTokens(lastPath);
  const cached = (path: string) => {
    if (path !== lastPath) {
      lastTokens = pathTokens(path);
      lastPath = path;
    }
    return lastTokens;
  };
  return (chunk) => split(chunk, cached);
}
