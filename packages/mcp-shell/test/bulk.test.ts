import { AppError } from '@sextant/core-engine';
import { describe, expect, it } from 'vitest';
import { runBulk } from '../src/bulk.js';
import { selectTools } from '../src/tool-filter.js';

describe('runBulk', () => {
  it('keeps order, isolates failures, bounds concurrency and attaches hints per status', async () => {
    let running = 0;
    let peak = 0;
    const results = await runBulk(
      [1, 2, 3, 4, 5, 6],
      async (n) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5 * (7 - n)));
        running--;
        if (n === 2) throw new AppError('NOT_FOUND', 'two is missing', { hint: 'try three' });
        return n % 3 === 0 ? [] : [n];
      },
      { hints: { empty: ['widen the query'], hasResults: (d) => [`got ${d?.length}`] } },
    );
    expect(peak).toBe(3);
    expect(results.map((r) => r.status)).toEqual(['hasResults', 'error', 'empty', 'hasResults', 'hasResults', 'empty']);
    expect(results[1]!.error).toEqual({ code: 'NOT_FOUND', message: 'two is missing', hint: 'try three' });
    expect(results[2]!.hints).toEqual(['widen the query']);
    expect(results[0]!.hints).toEqual(['got 1']);
  });
});

describe('selectTools', () => {
  const tools = [{ name: 'a' }, { name: 'b' }, { name: 'c', enabledByDefault: false }] as never[];
  const names = (env: object) => selectTools(tools, env).map((t: { name: string }) => t.name);

  it('applies TOOLS_TO_RUN exclusively, else defaults plus ENABLE_TOOLS minus DISABLE_TOOLS', () => {
    expect(names({})).toEqual(['a', 'b']);
    expect(names({ TOOLS_TO_RUN: 'c, a' })).toEqual(['a', 'c']);
    expect(names({ ENABLE_TOOLS: 'c', DISABLE_TOOLS: 'a' })).toEqual(['b', 'c']);
  });
});
