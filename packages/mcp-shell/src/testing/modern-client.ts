import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type { TestClientOptions } from './legacy-client.js';
import { checkingCallTool } from './text-check.js';
import { testServerEnv } from './test-env.js';

/** A connected v2 SDK client (2026-07-28 when the server speaks it, else the 2025 handshake). */
export interface ModernTestConnection {
  client: Client;
  close(): Promise<void>;
}

function makeModernClient(opts: TestClientOptions): Client {
  const client = new Client(
    { name: 'sextant-test-v2', version: '0.0.0' },
    {
      // The v2 client speaks the 2025 protocol unless told to negotiate.
      versionNegotiation: { mode: 'auto' },
      capabilities: {
        ...(opts.onSample ? { sampling: {} } : {}),
        ...(opts.roots ? { roots: { listChanged: true } } : {}),
      },
    },
  );
  if (opts.onSample) {
    const onSample = opts.onSample;
    client.setRequestHandler('sampling/createMessage', async (req) => ({
      role: 'assistant' as const,
      model: 'test-model',
      content: { type: 'text' as const, text: await onSample(req.params as never) },
    }));
  }
  if (opts.roots) {
    const roots = opts.roots;
    client.setRequestHandler('roots/list', () => ({ roots: roots.map((uri) => ({ uri })) }));
  }
  return client;
}

/**
 * The v2 client runs a notification's handler a microtask after reading it but settles a response at once, removing
 * its progress handler: progress read in one chunk with the result is lost, and in 2026-07-28 a server may not send
 * the ping that closes this for 2025 clients (see progressBarrier). This is the client-side fix: responses settle a
 * microtask late, after the handlers of the notifications read before them.
 */
function settleResponsesLast(transport: StdioClientTransport): void {
  const dispatch = transport.onmessage;
  if (!dispatch) return;
  transport.onmessage = (message) => {
    if ('id' in message && !('method' in message)) queueMicrotask(() => dispatch(message));
    else dispatch(message);
  };
}

/** Spawns a built server (structured mode unless `env` says otherwise) and connects a v2 client over real stdio. */
export async function connectModernStdio(
  opts: { command: string; args?: string[]; env?: Record<string, string>; cwd?: string } & TestClientOptions,
): Promise<ModernTestConnection & { stderr(): string }> {
  const transport = new StdioClientTransport({
    command: opts.command,
    args: opts.args ?? [],
    env: testServerEnv(opts.env),
    cwd: opts.cwd,
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const client = checkingCallTool(makeModernClient(opts));
  await client.connect(transport);
  settleResponsesLast(transport);
  return { client, close: () => client.close(), stderr: () => err };
}

/** Connects a v2 client (auto negotiation) to a Streamable HTTP endpoint. */
export async function connectModernHttp(
  opts: { url: string; headers?: Record<string, string> } & TestClientOptions,
): Promise<ModernTestConnection> {
  const client = checkingCallTool(makeModernClient(opts));
  const requestInit = opts.headers ? { headers: opts.headers } : undefined;
  await client.connect(new StreamableHTTPClientTransport(new URL(opts.url), { requestInit }));
  return { client, close: () => client.close() };
}
