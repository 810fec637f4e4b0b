import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { readOnlyRemote, tagSchema } from './shared.js';

export const input = z.object({
  from: z.string().min(1).describe('Version or tag you are on'),
  to: z.string().optional().describe('Target version or tag; default: latest release'),
});

export const output = z.object({
  from: z.string(),
  to: tagSchema,
  steps: z.array(z.string()),
  otherChanges: z.array(z.object({ version: z.string(), text: z.string() })),
  syntax: z
    .object({
      addedKeywords: z.array(z.string()),
      removedKeywords: z.array(z.string()),
      changedProductions: z.array(z.string()),
    })
    .nullable(),
  syntaxNote: z.string().optional(),
});

export const getMigrationGuide = defineTool({
  name: 'midnight-get-migration-guide',
  title: 'Get migration guide',
  description:
    'Step-by-step upgrade guide between two Compact versions: breaking changes first, then other changes and grammar differences.',
  annotations: readOnlyRemote,
  input,
  output,
  load: () => import('../handlers/get-migration-guide.js'),
});
