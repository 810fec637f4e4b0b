import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { loadTools } from './categories.js';
import { readOnly } from './shared.js';

const words = (s: string) => new Set(s.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []);

export const suggestTool = defineTool({
  name: 'midnight-suggest-tool',
  title: 'Suggest a tool',
  description: 'Suggests the tools that best fit a task described in plain words.',
  annotations: readOnly,
  input: z.object({
    task: z.string().min(3).max(500).describe('What you want to do'),
    limit: z.number().int().min(1).max(10).default(3),
  }),
  output: z.object({
    suggestions: z.array(z.object({ name: z.string(), title: z.string(), score: z.number(), why: z.string() })),
  }),
  async handler({ task, limit }) {
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
  },
});
