import type { StoredChunk } from '@sextant/core-engine';
import { tokenizeCode } from '@sextant/core-engine';

/** The fields lexical search indexes, each pre-tokenized by the code-aware tokenizer. */
export interface LexicalFields {
  symbol: string;
  path: string;
  doc: string;
  body: string;
}

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

/** Splits a chunk into lexical fields; metadata `symbol`, `path` and `doc` feed the weighted fields. */
export function lexicalFields(chunk: StoredChunk): LexicalFields {
  const path = str(chunk.metadata.path).replace(/\.[A-Za-z0-9]+$/, '');
  return {
    symbol: tokenizeCode(str(chunk.metadata.symbol)).join(' '),
    path: tokenizeCode(path).join(' '),
    doc: tokenizeCode(str(chunk.metadata.doc)).join(' '),
    body: tokenizeCode(chunk.text).join(' '),
  };
}
