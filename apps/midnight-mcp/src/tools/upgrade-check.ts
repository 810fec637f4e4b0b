import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { codeInput, codeLimits, readOnlyRemote } from './shared.js';

export const input = z.object({ code: codeInput });

export const output = z.object({
  pragma: z.string(),
  latestTag: z.string(),
  latestLanguageVersion: z.string().nullable(),
  admitsLatest: z.boolean().nullable(),
  breaking: z.array(z.object({ version: z.string(), text: z.string() })),
  syntaxIssues: z.array(z.object({ line: z.number(), column: z.number(), message: z.string() })),
  verdict: z.enum(['up-to-date', 'needs-changes', 'unknown']),
  advice: z.string(),
});

export const upgradeCheck = defineTool({
  name: 'midnight-upgrade-check',
  title: 'Upgrade check',
  description:
    'One-call upgrade review of a contract: its pragma against the latest release, breaking changes since, and outdated syntax in the code.',
  annotations: readOnlyRemote,
  input,
  output,
  limits: codeLimits,
  load: () => import('../handlers/upgrade-check.js'),
});
