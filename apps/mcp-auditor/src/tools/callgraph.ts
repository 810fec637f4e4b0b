import { callGraph } from '@sextant/core-engine';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AuditorDeps } from '../deps.js';
import { loadSources, sourceInput, unresolvedImports, unresolvedOf } from '../sources.js';

export const callgraph = defineTool({
  name: 'callgraph',
  title: 'Call graph',
  description:
    'Functions and modifiers as nodes; internal, external and modifier edges. With contract, calls dispatch as on that contract.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({ ...sourceInput, contract: z.string().optional().describe('Only what this contract runs.') }),
  output: z.object({
    nodes: z.array(z.object({ id: z.string(), contract: z.string(), name: z.string(), kind: z.string(), visibility: z.string() })),
    edges: z.array(z.object({ from: z.string(), to: z.string(), kind: z.enum(['internal', 'external', 'modifier']), line: z.number() })),
    unresolved_imports: unresolvedImports,
  }),
  limits: { fields: { content: { maxStringLength: 5_000_000 } } },
  cli: { positional: 'paths' },
  async handler(args, deps: AuditorDeps, ctx) {
    const model = await loadSources(args, deps, ctx);
    if (args.contract && !model.units.some((u) => u.name === args.contract)) {
      const { AppError } = await import('@sextant/core-engine');
      throw new AppError('function_not_found', `No contract ${args.contract} in the given files.`, {
        type: 'not_found', hint: `Known: ${model.units.map((u) => u.name).slice(0, 20).join(', ')}.`,
      });
    }
    return { ...callGraph(model, { contract: args.contract }), ...unresolvedOf(model) };
  },
});
