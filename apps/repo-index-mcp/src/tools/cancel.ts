import { z } from 'zod';
import { defineTool } from '@sextant/mcp-shell';

export const input = z.object({
  operation_id: z.string().uuid().describe('operation_id from the status resource or progress messages'),
});

export const output = z.object({ operation_id: z.string(), cancelled: z.boolean() });

export const cancel = defineTool({
  name: 'cancel',
  title: 'Cancel an operation',
  description:
    'Cancels a running indexing operation by the operation_id its progress and status report. The previous index stays intact.',
  annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
  input,
  output,
  cli: { positional: 'operation_id' },
  load: () => import('../handlers/cancel.js'),
});
