import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { codeLimits, sourceInput, readOnly, structureSchema } from './shared.js';

export const input = z.object({ ...sourceInput });

export const output = structureSchema;

export const extractContractStructure = defineTool({
  name: 'midnight-extract-contract-structure',
  title: 'Extract contract structure',
  description:
    'Lists the declarations of a Compact contract (pragma, imports, ledger, circuits, witnesses, types, entry points) with line numbers and parse diagnostics.',
  annotations: readOnly,
  input,
  output,
  limits: codeLimits,
  cli: { positional: 'path' },
  load: () => import('../handlers/extract-contract-structure.js'),
});
