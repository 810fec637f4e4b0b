import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { buildContractModel, contractStructure } from '@sextant/language-adapters/compact';
import { loadSource } from './load-source.js';
import { codeLimits, sourceInput, readOnly, structureSchema } from './shared.js';

export const extractContractStructure = defineTool({
  name: 'midnight-extract-contract-structure',
  title: 'Extract contract structure',
  description:
    'Lists the declarations of a Compact contract (pragma, imports, ledger, circuits, witnesses, types, entry points) with line numbers and parse diagnostics.',
  annotations: readOnly,
  input: z.object({ ...sourceInput }),
  output: structureSchema,
  limits: codeLimits,
  cli: { positional: 'path' },
  handler: async (source, _deps, ctx) =>
    contractStructure(buildContractModel(await loadSource(source, ctx), source.path)),
});
