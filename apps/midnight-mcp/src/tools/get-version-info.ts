import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { readOnlyRemote, repoInput, tagSchema } from './shared.js';

export const getVersionInfo = defineTool({
  name: 'midnight-get-version-info',
  title: 'Get version info',
  description:
    'Latest release of a Midnight repository (Compact by default) with its notes, and recent versions sorted by semver across tag prefixes.',
  annotations: readOnlyRemote,
  input: z.object({ repo: repoInput }),
  output: z.object({
    repo: z.string(),
    latest: tagSchema
      .extend({ publishedAt: z.string().nullable(), url: z.string().nullable(), notes: z.string() })
      .nullable(),
    versions: z.array(tagSchema.extend({ publishedAt: z.string().nullable() })),
  }),
  handler: ({ repo }, { versions }: AppDeps) => versions.versionInfo(repo),
});
