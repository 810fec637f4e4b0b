import type { LexicalFields, StoredChunk } from '@sextant/core-engine';
import { tokenizeCode } from '@sextant/core-engine';

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

/** Splits a chunk into lexical fields; metadata `symbol`, `path` and `doc` feed the weighted fields. Pre-tokenized `chunk.lexical` wins. */
export function lexicalFields(chunk: StoredChunk): LexicalFields {
  if (chunk.lexical) return chunk.lexical;
  const path = str(chunk.metadata.path).replace(/\.[A-Za-z0-9]+$/, '');
  return {
    symbol: tokenizeCode(str(chunk.metadata.symbol)).join(' '),
    path: tokenizeCode(path).join(' '),
    doc: tokenizeCode(str(chunk.metadata.doc)).join(' '),
    body: tokenizeCode(chunk.text).join(' '),
  };
}
