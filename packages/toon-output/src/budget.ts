import { render } from './render.js';

let counter: Promise<(text: string) => number> | undefined;

/** The o200k token counter of `./tokens`, loaded on first use (a large module: start-up stays fast). */
export const tokenCounter = (): Promise<(text: string) => number> =>
  (counter ??= import('./tokens.js').then((m) => m.countTokens));

// Byte-level BPE never makes more tokens than bytes: a text of at most `limit` bytes fits without the tokenizer.
const surelyWithin = (text: string, limit: number) => text.length <= limit && Buffer.byteLength(text) <= limit;

/** Tokens the model reads for `data`: its TOON text under o200k. */
export async function answerTokens(data: unknown): Promise<number> {
  return (await tokenCounter())(render(data, 'toon'));
}

/** What {@link fitItems} kept: the leading items whose answer fits. */
export interface FittedItems<T> {
  items: T[];
  /** Items left out at the end (0 when all fit). */
  omitted: number;
}

/**
 * The most leading `items` whose whole answer (`answer(kept)`, hints and notes included) fits `budget` tokens,
 * and never fewer than one: callers shorten a single item first (a snippet, a file) when it alone is too large.
 */
export async function fitItems<T>(
  items: readonly T[],
  budget: number,
  answer: (kept: T[]) => unknown,
): Promise<FittedItems<T>> {
  const text = (n: number) => render(answer(items.slice(0, n)), 'toon');
  const all = text(items.length);
  if (surelyWithin(all, budget)) return { items: [...items], omitted: 0 };
  const count = await tokenCounter();
  if (items.length <= 1 || count(all) <= budget) return { items: [...items], omitted: 0 };
  // Answers grow with the number of items: binary search for the largest count that fits.
  let lo = 1;
  let hi = items.length - 1;
  let best = 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (count(text(mid)) <= budget) {
      best = Math.max(best, mid);
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return { items: items.slice(0, best), omitted: items.length - best };
}

/**
 * An answer built to fit `budget` tokens: `build(allowance)` sizes its content to `allowance` by its own rough
 * measure (characters / 4, a number of rows); when the whole answer counts more, it is built again with a
 * proportionally smaller allowance (at most three times).
 */
export async function fitAnswer<T>(budget: number, build: (allowance: number) => Promise<T> | T): Promise<T> {
  let allowance = budget;
  let answer = await build(allowance);
  for (let i = 0; i < 3; i++) {
    const text = render(answer, 'toon');
    if (surelyWithin(text, budget)) return answer;
    const tokens = (await tokenCounter())(text);
    if (tokens <= budget) return answer;
    allowance = Math.max(1, Math.floor(allowance * (budget / tokens) * 0.95));
    answer = await build(allowance);
  }
  return answer;
}

/**
 * Length of the longest prefix of `text` within `maxTokens` once rendered (counted as a JSON string: TOON and
 * JSON both escape quotes and newlines, which adds tokens); proportional cuts, re-counted.
 */
export async function fitLength(text: string, maxTokens: number): Promise<number> {
  if (surelyWithin(JSON.stringify(text), maxTokens)) return text.length;
  const raw = await tokenCounter();
  const count = (t: string) => raw(JSON.stringify(t));
  let length = text.length;
  let tokens = count(text);
  while (tokens > maxTokens && length > 0) {
    length = Math.floor(length * (maxTokens / tokens) * 0.97);
    tokens = count(text.slice(0, length));
  }
  return length;
}

/** `text` cut to whole lines within `maxTokens`, and how many lines were left out. */
export async function fitLines(text: string, maxTokens: number): Promise<{ text: string; omittedLines: number }> {
  const length = await fitLength(text, maxTokens);
  if (length >= text.length) return { text, omittedLines: 0 };
  const cut = text.lastIndexOf('\n', length);
  const kept = cut > 0 ? text.slice(0, cut) : text.slice(0, length);
  return { text: kept, omittedLines: text.slice(kept.length).split('\n').length - 1 };
}
