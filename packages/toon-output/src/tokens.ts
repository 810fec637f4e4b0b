import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { render } from './render.js';

/** Tokens of `text` under o200k_base (the GPT-4o tokenizer), a fair proxy for any modern model. */
export const countTokens = (text: string): number => encode(text).length;

/** Tokens of the same data rendered as TOON and as compact JSON, and TOON's saving. */
export function compareFormats(data: unknown): { toon: number; json: number; saving: number } {
  const toon = countTokens(render(data, 'toon'));
  const json = countTokens(JSON.stringify(data));
  return { toon, json, saving: json === 0 ? 0 : 1 - toon / json };
}
