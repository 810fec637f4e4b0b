import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  CreateMessageResultSchema,
  ListToolsRequestSchema,
  RootsListChangedNotificationSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '@sextant/core-engine';
import { AppError } from '@sextant/core-engine';
import { createPathGuard } from '@sextant/security';
import type { OutputFormat } from '@sextant/toon-output';
import { z } from 'zod';
import { executeTool, inputSchemaOf } from './call-tool.js';
import type {
  AnyTool,
  PromptDefinition,
  ResourceDefinition,
  ResourceTemplateDefinition,
  ToolContext,
} from './define.js';
import type { SessionHub } from './session-hub.js';

/** Everything a server is made of. */
export interface ShellServerOptions<D> {
  name: string;
  version: string;
  instructions?: string;
  tools: readonly AnyTool<D>[];
  resources?: readonly ResourceDefinition<D>[];
  resourceTemplates?: readonly ResourceTemplateDefinition<D>[];
  prompts?: readonly PromptDefinition<D>[];
  deps: D;
  log: Logger;
  format: OutputFormat;
  /** Configured roots (SEXTANT_ROOTS or the working directory). */
  roots: readonly string[];
  hub: SessionHub;
}

const toolListCache = new WeakMap<readonly AnyTool[], Tool[]>();

/** Uses a tools/list answer computed earlier (the start-up cache) for this exact tool list. */
export const seedToolList = (tools: readonly AnyTool[], list: Tool[]) => void toolListCache.set(tools, list);

/** tools/list entries: JSON Schemas generated once from the zod schemas. */
export function listTools(tools: readonly AnyTool[]): Tool[] {
  let list = toolListCache.get(tools);
  if (!list) {
    list = tools.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: schemaOf(inputSchemaOf(t), 'input'),
      outputSchema: schemaOf(t.output, 'output'),
      annotations: { title: t.title, ...t.annotations },
    }));
    toolListCache.set(tools, list);
  }
  return list;
}

function schemaOf(schema: z.ZodObject, io: 'input' | 'output') {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return json as Tool['inputSchema'];
}

/** Builds one MCP server (one per stdio process or HTTP session) around shared deps. */
export function createShellServer<D>(opts: ShellServerOptions<D>): McpServer {
  const mcp = new McpServer(
    { name: opts.name, version: opts.version },
    {
      capabilities: {
        tools: {},
        logging: {},
        ...(hasResources(opts) ? { resources: { subscribe: true, listChanged: true } } : {}),
      },
      ...(opts.instructions ? { instructions: opts.instructions } : {}),
    },
  );
  const server = mcp.server;
  const guard = createPathGuard({ roots: opts.roots });
  const subscriptions = new Set<string>();
  const session = opts.hub.add({ subscriptions, notify: (uri) => server.sendResourceUpdated({ uri }), server });

  server.onclose = () => opts.hub.remove(session);
  server.oninitialized = () => void refreshRoots();
  server.setNotificationHandler(RootsListChangedNotificationSchema, () => void refreshRoots());
  async function refreshRoots() {
    if (!server.getClientCapabilities()?.roots) return;
    try {
      const { roots } = await server.listRoots();
      guard.setClientRoots(roots.map((r) => r.uri));
    } catch (err) {
      opts.log.warn('could not list client roots', { err: String(err) });
    }
  }

  // The SDK's schema parsing drops `__proto__` keys silently; keep each call's arguments as the transport
  // decoded them, so the input guard sees (and rejects) what the client really sent.
  const rawArguments = new Map<string | number, unknown>();
  const connect = mcp.connect.bind(mcp);
  mcp.connect = async (transport) => {
    await connect(transport);
    const inner = transport.onmessage;
    transport.onmessage = (message, extra) => {
      const m = message as { id?: string | number; method?: string; params?: { arguments?: unknown } };
      if (m.method === 'tools/call' && m.id !== undefined) rawArguments.set(m.id, m.params?.arguments);
      inner?.(message, extra);
    };
  };

  const byName = new Map(opts.tools.map((t) => [t.name, t]));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listTools(opts.tools) }));
  server.setRequestHandler(CallToolRequestSchema, async (req, extra): Promise<CallToolResult> => {
    const tool = byName.get(req.params.name);
    const format = opts.format;
    if (!tool) {
      rawArguments.delete(extra.requestId);
      const known = [...byName.keys()];
      const e = new AppError('TOOL_NOT_FOUND', `Unknown tool "${req.params.name}".`, {
        type: 'input_error',
        hint: `Call one of: ${known.join(', ')}.`,
      });
      const { renderErrorText } = await import('./to-tool-error.js');
      return { isError: true, content: [{ type: 'text', text: renderErrorText(e, format) }] };
    }
    const token = req.params._meta?.progressToken;
    const log = opts.log.child({ tool: tool.name, requestId: String(extra.requestId) });
    let sent: Promise<unknown> = Promise.resolve();
    const ctx: ToolContext = {
      signal: extra.signal,
      surface: 'mcp',
      log,
      progress: ({ progress, total, message }) => {
        if (token === undefined) return;
        const params = {
          progressToken: token,
          progress,
          ...(total === undefined ? {} : { total }),
          ...(message ? { message } : {}),
        };
        // Chained so notifications keep their order and all leave before the result does.
        sent = sent
          .then(() => extra.sendNotification({ method: 'notifications/progress', params }))
          .catch(() => undefined);
      },
      resolvePath: (p) => guard.resolve(p),
      roots: () => guard.roots(),
      canSample: () => Boolean(server.getClientCapabilities()?.sampling),
      sample: async (r) => {
        if (!server.getClientCapabilities()?.sampling) {
          throw new AppError('SAMPLING_UNAVAILABLE', 'The client does not support sampling.', {
            hint: 'Use a client with sampling, or configure a chat endpoint.',
          });
        }
        const res = await extra.sendRequest(
          {
            method: 'sampling/createMessage',
            params: {
              messages: r.messages.map((m) => ({ role: m.role, content: { type: 'text', text: m.text } })),
              maxTokens: r.maxTokens,
              ...(r.systemPrompt ? { systemPrompt: r.systemPrompt } : {}),
              ...(r.temperature === undefined ? {} : { temperature: r.temperature }),
            },
          },
          CreateMessageResultSchema,
          { signal: extra.signal, timeout: 120_000 },
        );
        const content = Array.isArray(res.content) ? res.content : [res.content];
        const text = content.map((c) => (c.type === 'text' ? c.text : '')).join('');
        return { text, model: res.model };
      },
      notifyResourceUpdated: (uri) => opts.hub.notify(uri),
    };
    const raw = rawArguments.has(extra.requestId) ? rawArguments.get(extra.requestId) : req.params.arguments;
    rawArguments.delete(extra.requestId);
    const outcome = await executeTool(tool, raw, opts.deps, ctx, format, log);
    await sent;
    // The SDK client handles notifications a microtask late but responses at once: without a pause, a progress
    // notification read in the same chunk as the result is dropped as "unknown token".
    if (token !== undefined) await new Promise((r) => setTimeout(r, 5));
    if (!outcome.ok) return { isError: true, content: [{ type: 'text', text: outcome.text }] };
    return { structuredContent: outcome.data, content: [{ type: 'text', text: outcome.text }] };
  });

  registerResources(mcp, opts);
  if (hasResources(opts)) {
    server.setRequestHandler(SubscribeRequestSchema, (req) => {
      subscriptions.add(req.params.uri);
      return {};
    });
    server.setRequestHandler(UnsubscribeRequestSchema, (req) => {
      subscriptions.delete(req.params.uri);
      return {};
    });
  }
  for (const p of opts.prompts ?? []) {
    const argsSchema = Object.fromEntries(
      Object.entries(p.args ?? {}).map(([k, a]) => [
        k,
        a.required ? z.string().describe(a.description) : z.string().optional().describe(a.description),
      ]),
    );
    mcp.registerPrompt(
      p.name,
      { title: p.title, description: p.description, argsSchema },
      (args: Record<string, string | undefined>) => ({
        messages: p
          .build(args, opts.deps)
          .map((m) => ({ role: m.role, content: { type: 'text' as const, text: m.text } })),
      }),
    );
  }
  return mcp;
}

const hasResources = <D>(o: ShellServerOptions<D>) => Boolean(o.resources?.length || o.resourceTemplates?.length);

function registerResources<D>(mcp: McpServer, opts: ShellServerOptions<D>) {
  const wrap = async (uri: string, mimeType: string | undefined, read: () => Promise<unknown> | unknown) => {
    const c = (await read()) as { text?: string; blob?: string; mimeType?: string };
    const mt = c.mimeType ?? mimeType ?? 'text/plain';
    return {
      contents: [
        c.blob !== undefined ? { uri, mimeType: mt, blob: c.blob } : { uri, mimeType: mt, text: c.text ?? '' },
      ],
    };
  };
  for (const r of opts.resources ?? []) {
    mcp.registerResource(r.name, r.uri, { title: r.title, description: r.description, mimeType: r.mimeType }, (uri) =>
      wrap(uri.href, r.mimeType, () => r.read(opts.deps, uri.href)),
    );
  }
  for (const t of opts.resourceTemplates ?? []) {
    const template = new ResourceTemplate(t.uriTemplate, {
      list: t.list
        ? async () => ({ resources: (await t.list!(opts.deps)).map((x) => ({ ...x, mimeType: t.mimeType })) })
        : undefined,
    });
    mcp.registerResource(
      t.name,
      template,
      { title: t.title, description: t.description, mimeType: t.mimeType },
      (uri, vars) =>
        wrap(uri.href, t.mimeType, () =>
          t.read(
            opts.deps,
            uri.href,
            Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : String(v)])),
          ),
        ),
    );
  }
}
