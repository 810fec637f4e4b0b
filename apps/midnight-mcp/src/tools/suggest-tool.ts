import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { readOnly } from './shared.js';

export const input = z.object({
  task: z.string().min(3).max(500).describe('What you want to do'),
  limit: z.number().int().min(1).max(10).default(3),
});

export const output = z.object({
  suggestions: z.array(z.object({ name: z.string(), title: z.string(), score: z.number(), why: z.string() })),
});

export const suggestTool = defineTool({
  name: 'midnight-suggest-tool',
  title: 'Suggest a tool',
  description: 'Suggests the tools that best fit a task described in plain words.',
  annotations: readOnly,
  input,
  output,
  load: () => import('../handlers/suggest-tool.js'),
});
