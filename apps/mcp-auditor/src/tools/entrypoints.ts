import { analyzeEntrypoints } from '@sextant/core-engine';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AuditorDeps } from '../deps.js';
import { loadSources, sourceInput, unresolvedImports, unresolvedOf } from '../sources.js';
import { location } from './schemas.js';

export const entrypoints = defineTool({
  name: 'entrypoints',
  title: 'List entrypoints',
  description:
    'Where each concrete contract (or module/class) can be entered: public/external state-changing functions, inherited ones with declared_in, receive and fallback.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({
    ...sourceInput,
    include_views: z.boolean().default(false).describe('Also list view/pure functions.'),
    include_abstract: z.boolean().default(false).describe('Also list interfaces, libraries and abstract contracts.'),
    contract: z.string().optional().describe('Only this contract.'),
  }),
  output: z.object({
    entrypoints: z.array(z.object({
      file: z.string(), contract: z.string(), name: z.string(), signature: z.string(), visibility: z.string(),
      mutability: z.string(), declared_in: z.string(), modifiers: z.array(z.string()), location,
    })),
    unresolved_imports: unresolvedImports,
  }),
  limits: { fields: { content: { maxStringLength: 5_000_000 } } },
  cli: { positional: 'paths' },
  async handler(args, deps: AuditorDeps, ctx) {
    const model = await loadSources(args, deps, ctx);
    const entrypoints = analyzeEntrypoints(model, { includeViews: args.include_views, includeAbstract: args.include_abstract, contract: args.contract });
    return { entrypoints, ...unresolvedOf(model) };
  },
});
