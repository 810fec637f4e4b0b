import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { codeLimits, readOnlyRemote } from './shared.js';

export const input = z.object({
  code: z.string().max(1_000_000).optional().describe('Compact source with a pragma'),
  pragma: z.string().optional().describe('Version expression instead of code, e.g. ">= 0.20"'),
});

export const output = z.object({
  pragma: z.string(),
  range: z.string().nullable(),
  latestTag: z.string(),
  latestLanguageVersion: z.string().nullable(),
  admitsLatest: z.boolean().nullable(),
  advice: z.string(),
});

export const checkVersion = defineTool({
  name: 'midnight-check-version',
  title: 'Check language version',
  description:
    "Checks a contract's `pragma language_version` (or a given expression) against the language version of the latest Compact release.",
  annotations: readOnlyRemote,
  input,
  output,
  limits: codeLimits,
  load: () => import('../handlers/check-version.js'),
});
