import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { readOnlyRemote, repoInput, tagSchema } from './shared.js';

export const input = z.object({ repo: repoInput });

export const output = z.object({
  repo: z.string(),
  latest: tagSchema
    .extend({ publishedAt: z.string().nullable(), url: z.string().nullable(), notes: z.string() })
    .nullable(),
  versions: z.array(tagSchema.extend({ publishedAt: z.string().nullable() })),
});

export const getVersionInfo = defineTool({
  name: 'midnight-get-version-info',
  title: 'Get version info',
  description:
    'Latest release of a Midnight repository (Compact by default) with its notes, and recent versions sorted by semver across tag prefixes.',
  annotations: readOnlyRemote,
  input,
  output,
  load: () => import('../handlers/get-version-info.js'),
});
