import { AppError } from '@sextant/core-engine';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/cancel.js';

/** The handler of cancel, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = ({ operation_id }, deps: AppDeps) => {
  if (!deps.indexes.cancel(operation_id)) {
    throw new AppError('NOT_FOUND', `No running operation ${operation_id}.`, {
      hint: 'It may have finished already; read the status resource.',
    });
  }
  return { operation_id, cancelled: true };
};
