import { McpServer } from '@modelcontextprotocol/server';
import type { Tool } from '@modelcontextprotocol/server';
import type { Logger } from '@sextant/core-engine';
import { createPathGuard } from '@sextant/security/path-guard';
import type { OutputFormat } from '@sextant/toon-output';
import { z } from 'zod';
import { inputSchemaOf } from './call-tool.js';
import { onceUntilFailure } from './lazy-deps.js';
import type { Era } from './client-input.js';
import type { AnyTool, PromptDefinition, ResourceDefinition, ResourceTemplateDefinition } from './define.js';
import type { RequestIdentity } from './identity.js';
import type { AuditLog } from './http-security/audit-log.js';
import { audited } from './http-security/audited.js';
import { registerPrompts, registerResources } from './resources.js';
import type { SessionHub } from './session-hub.js';
import { callTool, requestIdentity } from './tool-call.js';

/** Everything a server is made of. */
export interface ShellServerOptions<D> {
  name: string;
  version: string;
  instructions?: string;
  /** The tools, or (see DeferredTools) their cached tools/list answer and a loader of their definitions. */
  tools: readonly AnyTool<D>[] | DeferredTools<D>;
  resources?: readonly ResourceDefinition<D>[];
  resourceTemplates?: readonly ResourceTemplateDefinition<D>[];
  prompts?: readonly PromptDefinition<D>[];
  /** The app's deps, or lazy deps (see lazyDeps) made on the first call that needs them. */
  deps: D | PromiseLike<D>;
  log: Logger;
  format: OutputFormat;
  /**
   * Send `structuredContent` with each result and `outputSchema` in tools/list. Off, the model reads our text in
   * every client: Claude Code hands the model JSON of `structuredContent` instead of the text when it is there.
   * @default false
   */
  structured?: boolean;
  /** Configured roots (SEXTANT_ROOTS or the working directory). */
  roots: readonly string[];
  hub: SessionHub;
  /** The protocol era this instance serves (the SDK's serving entries say which). @default 'legacy' */
  era?: Era;
  /** The HTTP caller this instance serves, when a guard identified one. */
  identity?: RequestIdentity;
  /** Where each call to a tool, resource or prompt is recorded (SEXTANT_AUDIT_LOG). */
  audit?: AuditLog;
  /**
   * One client over one connection (stdio, in memory): 2025 roots are fetched at start, and 2026 resource updates
   * go out through this instance, which the SDK's stdio entry puts on the client's `subscriptions/listen` streams
   * (over HTTP the endpoint's listen bus carries them instead).
   */
  stdio?: boolean;
}

/**
 * Tools whose definitions (their zod schemas) load on the first tools/call: tools/list answers from `list`, the
 * start-up cache's answer for this build, selection and output mode. `load` returns the selected tools.
 */
export interface DeferredTools<D> {
  list: Tool[];
  load(): Promise<readonly AnyTool<D>[]>;
}

const isDeferred = <D>(tools: ShellServerOptions<D>['tools']): tools is DeferredTools<D> => !Array.isArray(tools);

/** The name -> tool map of a server, built when a call first needs it (deferred tools load then). */
function toolMap<D>(tools: ShellServerOptions<D>['tools']): () => Promise<ReadonlyMap<string, AnyTool<D>>> {
  // A failed import is that call's error; the next call tries again.
  return onceUntilFailure(
    async () => new Map((isDeferred(tools) ? await tools.load() : tools).map((t) => [t.name, t] as const)),
  );
}

/** 2026-07-28 clients may cache list answers: the tool list only changes with a new build. */
const LIST_CACHE_TTL_MS = 5 * 60_000;

const toolListCache = {
  text: new WeakMap<readonly AnyTool[], Tool[]>(),
  structured: new WeakMap<readonly AnyTool[], Tool[]>(),
};
const cacheOf = (structured: boolean) => (structured ? toolListCache.structured : toolListCache.text);

/** Uses a tools/list answer computed earlier (the start-up cache) for this exact tool list. */
export const seedToolList = (tools: readonly AnyTool[], list: Tool[], structured = false) =>
  void cacheOf(structured).set(tools, list);

/**
 * tools/list entries: JSON Schemas generated once from the zod schemas. `outputSchema` only in the structured mode
 * (a client that sees one expects `structuredContent` in every result).
 */
export function listTools(tools: readonly AnyTool[], structured = false): Tool[] {
  let list = cacheOf(structured).get(tools);
  if (!list) {
    list = tools.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: schemaOf(inputSchemaOf(t), 'input'),
      ...(structured ? { outputSchema: schemaOf(t.output, 'output') } : {}),
      annotations: { title: t.title, ...t.annotations },
    }));
    cacheOf(structured).set(tools, list);
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

const hasResources = <D>(o: ShellServerOptions<D>) => Boolean(o.resources?.length || o.resourceTemplates?.length);

/** Builds one MCP server (one per stdio connection, HTTP request or HTTP session) around shared deps. */
export function createShellServer<D>(opts: ShellServerOptions<D>): McpServer {
  const era = opts.era ?? 'legacy';
  const resources = hasResources(opts);
  // Lists depend on the caller only when it authenticated (its grants filter them); anonymous callers all see one.
  const cacheScope = opts.identity?.authInfo ? 'private' : 'public';
  const cacheHint = { ttlMs: LIST_CACHE_TTL_MS, cacheScope } as const;
  const mcp = new McpServer(
    { name: opts.name, version: opts.version },
    {
      capabilities: {
        tools: {},
        logging: {},
        ...(resources ? { resources: { subscribe: true, listChanged: true } } : {}),
      },
      cacheHints: { 'tools/list': cacheHint, 'prompts/list': cacheHint, 'resources/templates/list': cacheHint },
      ...(opts.instructions ? { instructions: opts.instructions } : {}),
    },
  );
  const server = mcp.server;
  const guard = createPathGuard({ roots: opts.roots });
  const subscriptions = new Set<string>();
  const session = opts.hub.add({
    subscriptions,
    everything: era === 'modern' && opts.stdio === true,
    notify: (uri) => server.sendResourceUpdated({ uri }),
    server,
  });

  server.onclose = () => opts.hub.remove(session);
  // Client roots: a 2025 stdio client is asked at start and on change; otherwise a tool's first path asks within
  // its own request (2025: roots/list on the request's stream, which the HTTP session lane carries; 2026: a
  // multi-round-trip roots request).
  let rootsKnown = false;
  const clientRoots = {
    known: () => rootsKnown,
    set(uris: string[]) {
      rootsKnown = true;
      guard.setClientRoots(uris);
    },
  };
  if (era === 'legacy') {
    if (opts.stdio) server.oninitialized = () => void refreshRoots();
    server.setNotificationHandler('notifications/roots/list_changed', () => {
      rootsKnown = false;
      if (opts.stdio) void refreshRoots();
    });
  }
  async function refreshRoots() {
    if (!server.getClientCapabilities()?.roots) return;
    try {
      const { roots } = await server.listRoots();
      clientRoots.set(roots.map((r) => r.uri));
    } catch (err) {
      opts.log.warn('could not list client roots', { err: String(err) });
    }
  }

  // Schema parsing drops `__proto__` keys silently; keep each call's arguments as the transport decoded them, so
  // the input guard sees (and rejects) what the client really sent.
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

  const host = {
    name: opts.name,
    era,
    server,
    canPing: era === 'legacy' && opts.stdio === true,
    tools: toolMap(opts.tools),
    deps: opts.deps,
    log: opts.log,
    format: opts.format,
    structured: opts.structured === true,
    guard,
    clientRoots,
    identity: opts.identity,
    notifyResourceUpdated: (uri: string) => opts.hub.notify(uri),
  };
  server.setRequestHandler('tools/list', (_req, ctx) => {
    const identity = requestIdentity(ctx, opts.identity);
    const { tools } = opts;
    const all = isDeferred(tools) ? tools.list : listTools(tools, opts.structured === true);
    return { tools: identity ? all.filter((t) => identity.allows(t.name, t.annotations)) : all };
  });
  server.setRequestHandler('tools/call', (req, ctx) => {
    const id = ctx.mcpReq.id;
    const raw = rawArguments.has(id) ? rawArguments.get(id) : req.params.arguments;
    rawArguments.delete(id);
    return audited(opts.audit, ctx, opts.identity, { target: req.params.name, args: raw }, () =>
      callTool(host, req, raw, ctx),
    );
  });

  registerResources(mcp, opts);
  if (resources && era === 'legacy') {
    server.setRequestHandler('resources/subscribe', (req) => {
      subscriptions.add(req.params.uri);
      return {};
    });
    server.setRequestHandler('resources/unsubscribe', (req) => {
      subscriptions.delete(req.params.uri);
      return {};
    });
  }
  registerPrompts(mcp, opts);
  return mcp;
}
