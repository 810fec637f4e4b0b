// Public API of @sextant/toon-output. Token counting lives in `@sextant/toon-output/tokens` (loads a tokenizer).
export { render, encodeCompact, decodeText, estimateTokens, OUTPUT_FORMATS } from './render.js';
export type { OutputFormat, RenderOptions } from './render.js';
export { errorPayload, renderError } from './error-payload.js';
export type { ErrorPayload } from './error-payload.js';
export { decode } from '@toon-format/toon';
