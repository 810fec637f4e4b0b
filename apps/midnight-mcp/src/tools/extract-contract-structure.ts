import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { buildContractModel } from '../analysis/contract-model.js';
import { contractStructure } from '../analysis/structure.js';
import { codeInput, codeLimits, readOnly, structureSchema } from './shared.js';

export const extractContractStructure = defineTool({
  name: 'midnight-extract-contract-structure',
  title: 'Extract contract structure',
  description: 'Lists the declarations of a Compact contract (pragma, imports, ledger, circuits, witnesses, types, entry points) with line numbers and parse diagnostics.',
  annotations: readOnly,
  input: z.object({ code: codeInput }),
  output: structureSchema,
  limits: codeLimits,
  handler: ({ code }) => contractStructure(buildContractModel(code)),
});
