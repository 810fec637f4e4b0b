import type { FileSymbols } from '@sextant/core-engine';

/** Which grammar the scanner follows: plain JavaScript, or TypeScript (types, no JSX). */
export type JsDialect = 'js' | 'ts';

/**
 * Definitions, references and imports of a JavaScript/TypeScript file without a parser, or `undefined`
 * when the file holds anything the scanner cannot classify with confidence (the caller then parses it).
 */
export function scanJsSymbols(_source: string, _dialect: JsDialect): FileSymbols | undefined {
  return undefined;
}
