import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { bulkInput, bulkOutput, researchFields, resultBase } from './schemas.js';

const query = z.object({
  ...researchFields,
  owner: z.string().min(1).max(100),
  repo: z.string().min(1).max(100),
  path: z.string().min(1).max(500),
  branch: z.string().max(200).optional().describe('Branch, tag or SHA; default branch if absent'),
  fullContent: z.boolean().default(false).describe('Whole file (still paged by charLength)'),
  startLine: z.number().int().min(1).max(1e6).optional(),
  endLine: z.number().int().min(1).max(1e6).optional(),
  matchString: z.string().min(1).max(200).optional().describe('Return only lines around each occurrence'),
  matchStringContextLines: z.number().int().min(0).max(50).default(5),
  minified: z.boolean().default(false).describe('Strip comments/blank lines (indentation kept where it matters)'),
  charOffset: z.number().int().min(0).max(1e8).default(0),
  charLength: z.number().int().min(100).max(50_000).optional().describe('Characters per page'),
});

const result = z.object({
  ...resultBase,
  path: z.string().optional(),
  startLine: z.number().optional(),
  endLine: z.number().optional(),
  totalLines: z.number().optional(),
  matchLines: z.array(z.number()).optional(),
  content: z.string().optional(),
  redacted: z.array(z.string()).optional(),
  minified: z.string().optional(),
  injectionWarning: z
    .object({
      message: z.string(),
      findings: z.array(
        z.object({ rule: z.string(), line: z.number(), excerpt: z.string(), hidden: z.string().optional() }),
      ),
    })
    .optional(),
  invisibleCharsRemoved: z.number().optional().describe('Zero-width, bidi or tag characters removed from content'),
  window: z
    .object({
      charOffset: z.number(),
      charLength: z.number(),
      totalChars: z.number(),
      nextCharOffset: z.number().optional(),
    })
    .optional(),
  largeFile: z.boolean().optional(),
});

export const input = bulkInput(query);

export const output = bulkOutput(result);

export const githubGetFileContent = defineTool({
  name: 'githubGetFileContent',
  title: 'Read a GitHub file',
  description:
    'Read exact lines of a file: startLine/endLine, or matchString with context lines, or fullContent. Secrets are redacted; long output pages by charOffset.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  input,
  output,
  load: () => import('../handlers/github-get-file-content.js'),
});
