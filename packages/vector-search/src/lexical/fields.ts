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

// The path field of the last file: every chunk of a file has the same one, and files come chunk after chunk.
let lastPath = '';
let lastPathTokens = '';
const pathTokens = (path: string) => {
  if (path !== lastPath) {
    lastPathTokens = codeTokenString(path.replace(/\.[A-Za-z0-9]+$/, ''));
    lastPath = path;
  }
  return lastPathTokens;
};

/** Splits a chunk into lexical fields; metadata `symbol`, `path` and `doc` feed the weighted fields. Pre-tokenized `chunk.lexical` wins. */
export function lexicalFields(chunk: StoredChunk): LexicalFields {
  if (chunk.lexical) return chunk.lexical;
  return {
    symbol: codeTokenString(str(chunk.metadata.symbol)),
    path: pathTokens(str(chunk.metadata.path)),
    doc: codeTokenString(str(chunk.metadata.doc)),
    body: codeTokenString(chunk.text),
  };
}
