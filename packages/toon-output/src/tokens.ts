import { AppError } from '@sextant/core-engine';
import { render } from './render.js';

type Encode = (text: string) => number[];

// gpt-tokenizer is an optional peer (about 50 MB): only users of this subpath install it.
const encode: Encode = await import('gpt-tokenizer/encoding/o200k_base').then(
  (m) => m.encode as Encode,
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

/** Tokens of `text` under o200k_base (the GPT-4o tokenizer), a fair proxy for any modern model. */
export const countTokens = (text: string): number => encode(text).length;

/** Tokens of the same data rendered as TOON and as compact JSON, and TOON's saving. */
export function compareFormats(data: unknown): { toon: number; json: number; saving: number } {
  const toon = countTokens(render(data, 'toon'));
  const json = countTokens(JSON.stringify(data));
  return { toon, json, saving: json === 0 ? 0 : 1 - toon / json };
}
