import { z } from 'zod';
import { AppError } from '@sextant/core-engine';
import { defineTool } from '@sextant/mcp-shell';
import type { AppDeps } from '../deps.js';

export const cancel = defineTool({
  name: 'cancel',
  title: 'Cancel an operation',
  description:
    'Cancels a running indexing operation by the operation_id its progress and status report. The previous index stays intact.',
  annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
  input: z.object({
    operation_id: z.string().uuid().describe('operation_id from the status resource or progress messages'),
  }),
  output: z.object({ operation_id: z.string(), cancelled: z.boolean() }),
  cli: { positional: 'operation_id' },
  handler({ operation_id }, deps: AppDeps) {
    if (!deps.indexes.cancel(operation_id)) {
      throw new AppError('NOT_FOUND', `No running operation ${operation_id}.`, {
        hint: 'It may have finished already; read the status resource.',
      });
    }
    return { operation_id, cancelled: true };
  },
});
