import { loadTools } from '../tools/categories.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/suggest-tool.js';

const words = (s: string) => new Set(s.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []);

/** The handler of suggestTool, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, unknown> = async ({ task, limit }) => {
  const wanted = words(task);
  const scored = (await loadTools()).map((t) => {
    const name = words(t.name.replace(/-/g, ' '));
    const text = words(`${t.title} ${t.description}`);
    const hits = [...wanted].filter(
      (w) => text.has(w) || name.has(w) || [...text].some((x) => x.startsWith(w) || w.startsWith(x)),
    );
    const score = hits.reduce((n, w) => n + (name.has(w) ? 2 : 1), 0);
    return { name: t.name, title: t.title, score, why: hits.length ? `matches: ${hits.join(', ')}` : '' };
  });
  return {
    suggestions: scored
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit),
  };
};
