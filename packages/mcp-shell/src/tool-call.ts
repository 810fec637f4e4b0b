import type { CallToolRequest, CallToolResult, InputRequiredResult, ServerContext } from '@modelcontextprotocol/server';
import type { Server } from '@modelcontextprotocol/server';
import type { Logger } from '@sextant/core-engine';
import { AppError } from '@sextant/core-engine';
import type { createPathGuard } from '@sextant/security/path-guard';
import type { OutputFormat } from '@sextant/toon-output';
import { executeTool } from './call-tool.js';
import type { Era } from './client-input.js';
import { createClientInput } from './client-input.js';
import type { ClientRoots } from './client-input.js';
import type { AnyTool, ToolContext } from './define.js';
import { withErrorCode } from './http-security/audited.js';
import { identityOf } from './identity.js';
import type { RequestIdentity } from './identity.js';
import { progressBarrier } from './progress-barrier.js';
import { requestLogger } from './request-log.js';
import { renderErrorText, toAppError } from './to-tool-error.js';

/** What the tools/call handler needs from the server it belongs to. */
export interface ToolCallHost<D> {
  name: string;
  era: Era;
  server: Server;
  /** The server's tools by name (deferred tools load on the first call that asks). */
  tools(): Promise<ReadonlyMap<string, AnyTool<D>>>;
  /** The app's deps, or lazy deps made on the first call (see lazyDeps). */
  deps: D | PromiseLike<D>;
  log: Logger;
  format: OutputFormat;
  /** Results carry `structuredContent` besides the text. */
  structured: boolean;
  guard: ReturnType<typeof createPathGuard>;
  clientRoots: ClientRoots;
  /** The client takes server requests on this connection (2025 era over stdio): a ping can follow progress. */
  canPing: boolean;
  /** The identity the instance was made for (HTTP); a request's own auth info wins. */
  identity?: RequestIdentity;
  notifyResourceUpdated(uri: string): Promise<void>;
}

const errorResult = async (e: AppError, format: OutputFormat): Promise<CallToolResult> =>
  withErrorCode({ isError: true, content: [{ type: 'text', text: await renderErrorText(e, format) }] }, e.code);

/** The caller's identity for this request, if an HTTP guard established one. */
export const requestIdentity = (ctx: ServerContext, fallback?: RequestIdentity) =>
  identityOf(ctx.http?.authInfo) ?? fallback;

/** Answers one tools/call: permissions, progress, cancellation, sampling in either era, per-request logging. */
export async function callTool<D>(
  host: ToolCallHost<D>,
  req: CallToolRequest,
  rawArgs: unknown,
  ctx: ServerContext,
): Promise<CallToolResult | InputRequiredResult> {
  const { format } = host;
  let tools: ReadonlyMap<string, AnyTool<D>>;
  try {
    tools = await host.tools();
  } catch (err) {
    return errorResult(toAppError(err, host.log), format); // deferred tool definitions failed to load
  }
  const tool = tools.get(req.params.name);
  const identity = requestIdentity(ctx, host.identity);
  if (tool && identity && !identity.allows(tool.name, tool.annotations)) {
    return errorResult(
      new AppError('FORBIDDEN', `Client "${identity.clientId}" may not call ${tool.name}.`, {
        type: 'permission_error',
        hint: 'Ask the server operator to add this tool to the client’s permissions.',
      }),
      format,
    );
  }
  if (!tool) {
    const known = [...tools.values()]
      .filter((t) => !identity || identity.allows(t.name, t.annotations))
      .map((t) => t.name);
    return errorResult(
      new AppError('TOOL_NOT_FOUND', `Unknown tool "${req.params.name}".`, {
        type: 'input_error',
        hint: `Call one of: ${known.join(', ')}.`,
      }),
      format,
    );
  }
  const token = req.params._meta?.progressToken;
  const log = requestLogger(host.log, ctx, host.era, host.name).child({
    tool: tool.name,
    requestId: String(ctx.mcpReq.id),
  });
  const abort = new AbortController();
  const stop = () => abort.abort(ctx.mcpReq.signal.reason);
  if (ctx.mcpReq.signal.aborted) stop();
  else ctx.mcpReq.signal.addEventListener('abort', stop, { once: true });
  const input = createClientInput(host.era, host.server, ctx, abort.signal, host.clientRoots);
  let sent: Promise<unknown> = Promise.resolve();
  let progressed = false;
  const tctx: ToolContext = {
    signal: abort.signal,
    surface: 'mcp',
    log,
    progress: ({ progress, total, message }) => {
      if (token === undefined) return;
      progressed = true;
      const params = {
        progressToken: token,
        progress,
        ...(total === undefined ? {} : { total }),
        ...(message ? { message } : {}),
      };
      // Chained so notifications keep their order and all leave before the result does.
      sent = sent.then(() => ctx.mcpReq.notify({ method: 'notifications/progress', params })).catch(() => undefined);
    },
    resolvePath: async (p) => {
      await input.beforePath();
      return host.guard.resolve(p);
    },
    roots: () => host.guard.roots(),
    canSample: input.canSample,
    sample: input.sample,
    notifyResourceUpdated: (uri) => host.notifyResourceUpdated(uri),
  };
  try {
    const running = executeTool(tool, rawArgs, host.deps, tctx, format, log);
    const outcome = await Promise.race([running, input.asked.then(() => undefined)]);
    const needed = input.needed();
    if (needed) {
      abort.abort(new Error('waiting for client input'));
      await running;
      return needed;
    }
    await sent;
    if (progressed) await progressBarrier(host.canPing, ctx, abort.signal);
    if (!outcome!.ok)
      return withErrorCode({ isError: true, content: [{ type: 'text', text: outcome!.text }] }, outcome!.error.code);
    const content = [{ type: 'text' as const, text: outcome!.text }];
    return host.structured ? { structuredContent: outcome!.data, content } : { content };
  } finally {
    ctx.mcpReq.signal.removeEventListener('abort', stop);
  }
}
