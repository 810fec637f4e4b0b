import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { projectOutput, rejectedFiles, sourceInput, unresolvedImports } from '../sources.js';

export const input = z.object({
  ...sourceInput,
  contract: z.string().optional().describe('Only what this contract runs.'),
  file: z
    .string()
    .optional()
    .describe('File declaring contract, when several do (absolute, or relative to the root or the analysed folder).'),
});

export const output = z.object({
  nodes: z.array(
    z.object({
      id: z.string(),
      file: z.string(),
      contract: z.string(),
      name: z.string(),
      kind: z.string(),
      visibility: z.string(),
    }),
  ),
  edges: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      kind: z.enum(['internal', 'external', 'modifier']),
      line: z.number(),
    }),
  ),
  project: projectOutput,
  unresolved_imports: unresolvedImports,
  rejected_files: rejectedFiles,
});

export const callgraph = defineTool({
  name: 'callgraph',
  title: 'Call graph',
  description:
    'Functions and modifiers as nodes (ids file:Contract.signature); internal, external and modifier edges. With contract, calls dispatch as on that contract.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input,
  output,
  limits: { fields: { content: { maxStringLength: 5_000_000 } } },
  cli: { positional: 'paths' },
  load: () => import('../handlers/callgraph.js'),
});
