import type { AnyTool, ToolImplementation } from './define.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyImplementation<D = any> = ToolImplementation<any, any, D>;

const loaded = new WeakMap<AnyTool, Promise<AnyImplementation>>();

/**
 * A tool's handler and report. A tool with `load` imports its module here, on its first call, once per process
 * (a failed import is retried on the next call); tools/list and input validation never get this far.
 */
export function implementationOf<D>(tool: AnyTool<D>): Promise<AnyImplementation<D>> {
  if (tool.handler) return Promise.resolve({ handler: tool.handler, report: tool.report });
  const cached = loaded.get(tool);
  if (cached) return cached;
  const pending: Promise<AnyImplementation> = tool.load!().then((m) => ({
    handler: m.handler,
    report: m.report ?? tool.report,
  }));
  pending.catch(() => loaded.delete(tool));
  loaded.set(tool, pending);
  return pending;
}
