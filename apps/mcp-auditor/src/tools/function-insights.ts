import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import { projectOutput, rejectedFiles, sourceInput, unresolvedImports } from '../sources.js';
import { access, location } from './schemas.js';

const names = z.array(z.string());

export const input = z.object({
  ...sourceInput,
  selector: z.object({
    file: z
      .string()
      .optional()
      .describe(
        'File declaring the contract, to pick one of several with the same name: absolute, relative to the allowed root, or relative to an analysed folder.',
      ),
    contract: z
      .string()
      .min(1)
      .describe(
        'Contract or class the function runs on (inherited functions are found); for a TS/JS module-level function, the file path.',
      ),
    name: z.string().min(1),
    signature: z
      .string()
      .optional()
      .describe(
        'To pick one overload: name(type,…), as written or as solc/Slither print it (contract A, struct L.S[], string memory).',
      ),
  }),
});

export const output = z.object({
  function: z.object({
    file: z.string(),
    contract: z.string(),
    contract_file: z.string(),
    declared_in: z.string(),
    name: z.string(),
    signature: z.string(),
    visibility: z.string(),
    mutability: z.string(),
    modifiers: names,
    location,
    state: z.object({ reads: names, writes: names }),
    calls: z.object({ internal: names, external: names }),
    transitive: z.object({ reads: names, writes: names, external: names }),
    access,
  }),
  project: projectOutput,
  unresolved_imports: unresolvedImports,
  rejected_files: rejectedFiles,
});

export const functionInsights = defineTool({
  name: 'function_insights',
  title: 'Function insights',
  description:
    'What one function reads, writes and calls (internal vs external), directly and transitively through internal calls and modifiers, and who can call it (access).',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input,
  output,
  limits: { fields: { content: { maxStringLength: 5_000_000 } } },
  cli: {
    command: 'insights',
    positional: 'paths',
    flags: {
      contract: 'selector.contract',
      function: 'selector.name',
      signature: 'selector.signature',
      file: 'selector.file',
    },
  },
  load: () => import('../handlers/function-insights.js'),
});
