import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { screened, screenedFields } from './screened.js';
import { readOnlyRemote, repoInput } from './shared.js';

export const getFile = defineTool({
  name: 'midnight-get-file',
  title: 'Get a file',
  description: "Reads a file from a Midnight repository's default branch (or a given ref).",
  annotations: readOnlyRemote,
  input: z.object({
    path: z.string().min(1).describe('File path in the repository'),
    repo: repoInput,
    ref: z.string().max(200).optional().describe('Branch, tag or commit; default: the default branch'),
  }),
  output: z.object({
    repo: z.string(),
    path: z.string(),
    ref: z.string(),
    url: z.string(),
    content: z.string(),
    ...screenedFields,
  }),
  async handler({ path, repo, ref }, { github, config }: AppDeps) {
    const file = await github.getFile(repo ?? config.MIDNIGHT_COMPACT_REPO, path, ref);
    const { text, fields } = screened(file.content);
    return { ...file, content: text, ...fields };
  },
});
