import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { projectOutput, rejectedFiles, sourceInput, unresolvedImports } from '../sources.js';

export const input = z.object({
  ...sourceInput,
  include_views: z.boolean().default(false).describe('Also list view/pure functions.'),
  include_abstract: z.boolean().default(false).describe('Also list interfaces, libraries and abstract contracts.'),
  include_tests: z
    .boolean()
    .default(false)
    .describe('Also list contracts under test/, script/, lib/**/test and mocks (left out of folders by default).'),
  unguarded: z.boolean().default(false).describe('Only state-changing entrypoints with no check on the caller.'),
  contract: z.string().optional().describe('Only this contract.'),
});

export const output = z.object({
  contracts: z
    .array(
      z.object({
        contract: z.string(),
        file: z.string(),
        inherited: z
          .array(z.object({ contract: z.string(), file: z.string() }))
          .describe('Other units declaring some of its entrypoints (declared_in), and their files.'),
        groups: z
          .array(
            z.object({
              access: z
                .array(z.enum(['owner', 'role', 'allowlist', 'self-only', 'none']))
                .describe('Kinds of check on the caller that run (none: anyone can call them).'),
              modifiers: z.array(z.string()),
              guards: z
                .array(z.string())
                .describe('Each check: kind, condition, file:line and the modifiers/calls leading to it.'),
              entrypoints: z.array(
                z.object({
                  signature: z.string(),
                  visibility: z.string(),
                  mutability: z.string(),
                  declared_in: z.string(),
                  line: z.number(),
                }),
              ),
            }),
          )
          .describe('Entrypoints that share their modifiers and checks on the caller.'),
      }),
    )
    .describe('Each concrete contract with entrypoints, its entrypoints grouped by who can call them.'),
  project: projectOutput,
  unresolved_imports: unresolvedImports,
  rejected_files: rejectedFiles,
});

export const entrypoints = defineTool({
  name: 'entrypoints',
  title: 'List entrypoints',
  description:
    'Where each concrete contract (or module/class) can be entered: public/external state-changing functions, inherited ones with declared_in, receive and fallback, and who can call each (access).',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input,
  output,
  limits: { fields: { content: { maxStringLength: 5_000_000 } } },
  cli: { positional: 'paths' },
  load: () => import('../handlers/entrypoints.js'),
});
