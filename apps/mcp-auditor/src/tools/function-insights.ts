import { analyzeFunction } from '@sextant/core-engine';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AuditorDeps } from '../deps.js';
import { loadSources, sourceInput, unresolvedImports, unresolvedOf } from '../sources.js';
import { location } from './schemas.js';

const names = z.array(z.string());

export const functionInsights = defineTool({
  name: 'function_insights',
  title: 'Function insights',
  description:
    'What one function reads, writes and calls (internal vs external), directly and transitively through internal calls and modifiers.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({
    ...sourceInput,
    selector: z.object({
      file: z.string().optional(),
      contract: z.string().min(1).describe('Contract or class the function runs on (inherited functions are found); for a TS/JS module-level function, the file path.'),
      name: z.string().min(1),
      signature: z.string().optional().describe('name(type,…) to pick one overload.'),
    }),
  }),
  output: z.object({
    function: z.object({
      file: z.string(), contract: z.string(), declared_in: z.string(), name: z.string(), signature: z.string(),
      visibility: z.string(), mutability: z.string(), modifiers: names, location,
      state: z.object({ reads: names, writes: names }),
      calls: z.object({ internal: names, external: names }),
      transitive: z.object({ reads: names, writes: names, external: names }),
    }),
    unresolved_imports: unresolvedImports,
  }),
  limits: { fields: { content: { maxStringLength: 5_000_000 } } },
  cli: { command: 'insights', positional: 'paths', flags: { contract: 'selector.contract', function: 'selector.name', signature: 'selector.signature' } },
  async handler(args, deps: AuditorDeps, ctx) {
    const model = await loadSources(args, deps, ctx);
    return { function: analyzeFunction(model, args.selector), ...unresolvedOf(model) };
  },
});
