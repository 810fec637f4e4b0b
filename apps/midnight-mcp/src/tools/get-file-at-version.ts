import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { screenedFields } from './screened.js';
import { readOnlyRemote, repoInput, tagSchema } from './shared.js';

export const input = z.object({
  path: z.string().min(1).describe('File path in the repository, e.g. CHANGELOG.md'),
  version: z.string().min(1).describe('Version or tag, e.g. 0.25.0 or compactc-v0.25.0'),
  repo: repoInput,
});

export const output = z.object({
  tag: tagSchema,
  path: z.string(),
  url: z.string(),
  content: z.string(),
  ...screenedFields,
});

export const getFileAtVersion = defineTool({
  name: 'midnight-get-file-at-version',
  title: 'Get file at version',
  description: 'Reads a file from a Midnight repository at a released version (resolved to its tag).',
  annotations: readOnlyRemote,
  input,
  output,
  load: () => import('../handlers/get-file-at-version.js'),
});
