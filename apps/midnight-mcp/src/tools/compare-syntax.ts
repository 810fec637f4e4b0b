import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { readOnlyRemote, tagSchema } from './shared.js';

const names = z.array(z.string());

export const input = z.object({
  from: z.string().min(1).describe('Older version or tag'),
  to: z.string().optional().describe('Newer version or tag; default: latest release'),
});

export const output = z.object({
  from: tagSchema,
  to: tagSchema,
  addedKeywords: names,
  removedKeywords: names,
  addedProductions: names,
  removedProductions: names,
  changedProductions: z.array(z.object({ production: z.string(), added: names, removed: names })),
});

export const compareSyntax = defineTool({
  name: 'midnight-compare-syntax',
  title: 'Compare syntax between versions',
  description:
    'Diffs the Compact grammar document between two versions: keywords and productions added, removed or changed.',
  annotations: readOnlyRemote,
  input,
  output,
  load: () => import('../handlers/compare-syntax.js'),
});
