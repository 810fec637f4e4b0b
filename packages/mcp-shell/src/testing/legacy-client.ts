import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  CreateMessageRequestSchema,
  ListRootsRequestSchema,
  ResourceUpdatedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '@sextant/core-engine';
import { silentLogger } from '@sextant/core-engine';
import type { OutputFormat } from '@sextant/toon-output';
import type { AnyTool, PromptDefinition, ResourceDefinition, ResourceTemplateDefinition } from '../define.js';
import { createShellServer } from '../server.js';
import { createSessionHub } from '../session-hub.js';
import { checkingCallTool } from './text-check.js';
import { testServerEnv } from './test-env.js';

/** What a test client can answer back: sampling and roots. */
export interface TestClientOptions {
  /** Answers sampling requests (the client then advertises sampling). */
  onSample?: (params: {
    messages: { role: string; content: unknown }[];
    systemPrompt?: string;
    maxTokens: number;
  }) => Promise<string> | string;
  /** Roots the client announces (file:// URIs). */
  roots?: string[];
  /** Called each time the server asks for the roots (a test can wait until the server knows them). */
  onRootsListed?: () => void;
}

/** A connected SDK client and a way to close it. */
export interface TestConnection {
  client: Client;
  close(): Promise<void>;
}

function makeClient(opts: TestClientOptions): Client {
  const client = new Client(
    { name: 'sextant-test', version: '0.0.0' },
    {
      capabilities: {
        ...(opts.onSample ? { sampling: {} } : {}),
        ...(opts.roots ? { roots: { listChanged: true } } : {}),
      },
    },
  );
  if (opts.onSample) {
    const onSample = opts.onSample;
    client.setRequestHandler(CreateMessageRequestSchema, async (req) => ({
      role: 'assistant',
      model: 'test-model',
      content: { type: 'text', text: await onSample(req.params as never) },
    }));
  }
  if (opts.roots) {
    const roots = opts.roots;
    client.setRequestHandler(ListRootsRequestSchema, () => {
      opts.onRootsListed?.();
      return { roots: roots.map((uri) => ({ uri })) };
    });
  }
  return client;
}

/** Connects an SDK client to an in-process server over the in-memory transport. */
export async function connectInMemory<D>(
  opts: {
    tools: readonly AnyTool<D>[];
    /** The deps, or lazy deps (lazyDeps) made on the first call. */
    deps: D | PromiseLike<D>;
    resources?: readonly ResourceDefinition<D>[];
    resourceTemplates?: readonly ResourceTemplateDefinition<D>[];
    prompts?: readonly PromptDefinition<D>[];
    format?: OutputFormat;
    /**
     * Serve in the structured mode (SEXTANT_STRUCTURED_CONTENT=on), so a test can assert on `structuredContent`.
     * `false` serves what a default server sends: text only, whose decoded data is then checked against each tool's
     * output schema. Either way every result's text is checked (`checkResultText`).
     * @default true
     */
    structured?: boolean;
    roots?: string[];
    log?: Logger;
  } & TestClientOptions,
): Promise<TestConnection> {
  const server = createShellServer({
    name: 'test-server',
    version: '0.0.0',
    tools: opts.tools,
    resources: opts.resources,
    resourceTemplates: opts.resourceTemplates,
    prompts: opts.prompts,
    deps: opts.deps,
    log: opts.log ?? silentLogger,
    format: opts.format ?? 'toon',
    structured: opts.structured ?? true,
    roots: opts.roots ?? [process.cwd()],
    hub: createSessionHub(),
    stdio: true,
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = checkingCallTool(makeClient(opts), opts.tools);
  await server.connect(serverSide);
  await client.connect(clientSide);
  return { client, close: async () => void (await client.close(), await server.close()) };
}

/**
 * Spawns a built server and connects an SDK client over real stdio. The server runs in the structured mode unless
 * `env` sets SEXTANT_STRUCTURED_CONTENT; every result's text is checked against its data (`checkResultText`).
 */
export async function connectStdio(
  opts: {
    command: string;
    args?: string[];
    env?: Record<string, string>;
    cwd?: string;
    stderr?: 'pipe' | 'inherit' | 'ignore';
  } & TestClientOptions,
): Promise<TestConnection & { stderr(): string }> {
  const transport = new StdioClientTransport({
    command: opts.command,
    args: opts.args ?? [],
    env: testServerEnv(opts.env),
    cwd: opts.cwd,
    stderr: opts.stderr ?? 'pipe',
  });
  let err = '';
  transport.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const client = checkingCallTool(makeClient(opts));
  await client.connect(transport);
  return { client, close: () => client.close(), stderr: () => err };
}

/** Connects an SDK client to a Streamable HTTP endpoint; every result's text is checked (`checkResultText`). */
export async function connectHttp(
  opts: { url: string; headers?: Record<string, string> } & TestClientOptions,
): Promise<TestConnection> {
  const client = checkingCallTool(makeClient(opts));
  const transport = new StreamableHTTPClientTransport(new URL(opts.url), {
    requestInit: opts.headers ? { headers: opts.headers } : undefined,
  });
  await client.connect(transport);
  return {
    client,
    close: async () => {
      await transport.terminateSession().catch(() => undefined);
      await client.close();
    },
  };
}

/** Calls `fn` with the URI of every resources/updated notification the (2025-era) test client receives. */
export function onResourceUpdated(client: Client, fn: (uri: string) => void): void {
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => fn(n.params.uri));
}
