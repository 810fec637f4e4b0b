import { analyzeEntrypoints, toEntrypointRow } from '@sextant/core-engine/analysis';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AuditorDeps } from '../deps.js';
import { entrypointsReport } from './entrypoints-report.js';
import {
  loadSources,
  projectOf,
  projectOutput,
  rejectedFiles,
  rejectedOf,
  sourceInput,
  unresolvedImports,
  unresolvedOf,
} from '../sources.js';
import { location } from './schemas.js';

export const entrypoints = defineTool({
  name: 'entrypoints',
  title: 'List entrypoints',
  description:
    'Where each concrete contract (or module/class) can be entered: public/external state-changing functions, inherited ones with declared_in, receive and fallback, and who can call each (access).',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({
    ...sourceInput,
    include_views: z.boolean().default(false).describe('Also list view/pure functions.'),
    include_abstract: z.boolean().default(false).describe('Also list interfaces, libraries and abstract contracts.'),
    include_tests: z
      .boolean()
      .default(false)
      .describe('Also list contracts under test/, script/, lib/**/test and mocks (left out of folders by default).'),
    unguarded: z.boolean().default(false).describe('Only state-changing entrypoints with no check on the caller.'),
    contract: z.string().optional().describe('Only this contract.'),
  }),
  output: z.object({
    entrypoints: z.array(
      z.object({
        file: z.string(),
        contract: z.string(),
        contract_file: z.string(),
        name: z.string(),
        signature: z.string(),
        visibility: z.string(),
        mutability: z.string(),
        declared_in: z.string(),
        modifiers: z.array(z.string()),
        location,
        access: z
          .array(z.enum(['owner', 'role', 'allowlist', 'self-only', 'none']))
          .describe('Kinds of check on the caller that run (none: anyone can call it).'),
        guards: z
          .array(z.string())
          .describe('Each check: kind, condition, file:line and the modifiers/calls leading to it.'),
      }),
    ),
    project: projectOutput,
    unresolved_imports: unresolvedImports,
    rejected_files: rejectedFiles,
  }),
  limits: { fields: { content: { maxStringLength: 5_000_000 } } },
  cli: { positional: 'paths' },
  report: entrypointsReport,
  async handler(args, deps: AuditorDeps, ctx) {
    const loaded = await loadSources(args, deps, ctx, !args.include_tests);
    const entrypoints = analyzeEntrypoints(loaded.model, {
      includeViews: args.include_views,
      includeAbstract: args.include_abstract,
      contract: args.contract,
      unguarded: args.unguarded,
      include: loaded.listed,
    });
    // flat rows keep the list a table; function_insights gives the structured access
    const rows = entrypoints.map(toEntrypointRow);
    return { entrypoints: rows, ...projectOf(loaded), ...unresolvedOf(loaded.model), ...rejectedOf(loaded.model) };
  },
});
