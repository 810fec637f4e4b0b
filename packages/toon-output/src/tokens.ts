import { AppError } from '@sextant/core-engine';
import { encode } from '@toon-format/toon';
import { render } from './render.js';

type Count = (text: string, opts?: { disallowedSpecial?: Set<string> }) => number;

// gpt-tokenizer is an optional peer (about 50 MB): only users of this subpath install it. Its count walks the
// text as its encode does, without building the token array (every search's answer is counted).
const count: Count = await import('gpt-tokenizer/encoding/o200k_base').then(
  (m) => m.countTokens as Count,
  (cause: unknown) => {
    throw new AppError(
      'NOT_FOUND',
      '@sextant/toon-output/tokens needs the gpt-tokenizer package, which is not installed.',
      {
        hint: 'Install it next to @sextant/toon-output: npm install gpt-tokenizer.',
        details: { package: 'gpt-tokenizer' },
        cause,
      },
    );
  },
);

/**
 * Tokens of `text` under o200k_base (the GPT-4o tokenizer), a fair proxy for any modern model. Special-token
 * markers in the text (`<|endoftext|>`, say, inside a file) count as the plain text they are.
 */
export const countTokens = (text: string): number => count(text, { disallowedSpecial: NONE });

const NONE = new Set<string>();

/**
 * Tokens of the same data as TOON, as compact JSON, and as the text a model reads (`render`: the smaller of the
 * two); `saving` is that text's saving over compact JSON.
 */
export function compareFormats(data: unknown): { toon: number; json: number; text: number; saving: number } {
  const toon = countTokens(encode(data));
  const json = countTokens(JSON.stringify(data));
  const text = countTokens(render(data, 'toon'));
  return { toon, json, text, saving: json === 0 ? 0 : 1 - text / json };
}
