import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { readOnlyRemote, repoInput, tagSchema } from './shared.js';

const entry = z.object({ text: z.string(), line: z.number(), category: z.string().optional() });

export const input = z.object({
  from: z.string().min(1).describe('Version or tag you are on'),
  to: z.string().optional().describe('Target version or tag; default: latest release'),
  repo: repoInput,
});

export const output = z.object({
  from: z.string(),
  to: tagSchema,
  breakingCount: z.number(),
  sections: z.array(
    z.object({ heading: z.string(), version: z.string(), date: z.string().optional(), breaking: z.array(entry) }),
  ),
});

export const checkBreakingChanges = defineTool({
  name: 'midnight-check-breaking-changes',
  title: 'Check breaking changes',
  description:
    "Breaking changes between two versions (compactc-v0.25.0, v0.25 or 0.25.0) from the newer one's CHANGELOG.",
  annotations: readOnlyRemote,
  input,
  output,
  load: () => import('../handlers/check-breaking-changes.js'),
});
