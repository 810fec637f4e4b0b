import { describe, expect, it } from 'vitest';
import { answerTokens, fitAnswer, fitItems, fitLength, fitLines } from '../src/budget.js';
import { render } from '../src/render.js';
import { countTokens } from '../src/tokens.js';

const rows = Array.from({ length: 200 }, (_, i) => ({
  path: `packages/core-engine/src/indexing/search/file-${i}.ts`,
  symbol: `handleRequest${i}`,
  snippet: `export function handleRequest${i}(req: Request): Response {\n  return route(req, ${i});\n}`,
}));
const answer = (kept: typeof rows) => ({ results: kept, note: kept.length < rows.length ? 'more: page 2' : undefined });

describe('budget', () => {
  it('answerTokens counts the TOON text the model reads', async () => {
    expect(await answerTokens({ results: rows })).toBe(countTokens(render({ results: rows })));
  });

  it('fitItems keeps the most leading items whose whole answer fits, hints included', async () => {
    const fitted = await fitItems(rows, 1500, answer);
    expect(fitted.items).toEqual(rows.slice(0, fitted.items.length));
    expect(fitted.omitted).toBe(rows.length - fitted.items.length);
    expect(countTokens(render(answer(fitted.items)))).toBeLessThanOrEqual(1500);
    // One more item would not have fitted.
    expect(countTokens(render(answer(rows.slice(0, fitted.items.length + 1))))).toBeGreaterThan(1500);
  });

  it('fitItems keeps everything under the budget and never returns nothing', async () => {
    expect(await fitItems(rows.slice(0, 3), 1500, answer)).toEqual({ items: rows.slice(0, 3), omitted: 0 });
    expect((await fitItems(rows, 5, answer)).items).toEqual(rows.slice(0, 1));
  });

  it('fitLength and fitLines cut dense text to the budget, counted as an escaped string', async () => {
    const text = Array.from({ length: 400 }, (_, i) => `line ${i}: {"a":[${i},"\\u00e9"]}`).join('\n');
    const length = await fitLength(text, 300);
    expect(countTokens(JSON.stringify(text.slice(0, length)))).toBeLessThanOrEqual(300);
    expect(length).toBeGreaterThan(200);
    const lines = await fitLines(text, 300);
    expect(text.startsWith(lines.text)).toBe(true);
    expect(lines.text.endsWith('"]}')).toBe(true);
    expect(lines.text.split('\n').length + lines.omittedLines).toBe(400);
    expect(await fitLines('short', 300)).toEqual({ text: 'short', omittedLines: 0 });
  });

  it('fitAnswer builds again with a smaller allowance until the whole answer fits', async () => {
    const allowances: number[] = [];
    // A builder whose rough measure (4 characters a token) undercounts this dense text.
    const build = (allowance: number) => {
      allowances.push(allowance);
      return {
        map: rows
          .map((r) => r.snippet)
          .join('\n')
          .slice(0, allowance * 4),
        note: 'raise tokens for more',
      };
    };
    const answer = await fitAnswer(800, build);
    expect(countTokens(render(answer))).toBeLessThanOrEqual(800);
    expect(allowances[0]).toBe(800);
    expect(allowances.length).toBeGreaterThan(1);
    expect(await fitAnswer(800, () => ({ map: 'small' }))).toEqual({ map: 'small' });
  });
});
