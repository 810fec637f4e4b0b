import type { TestClientOptions } from './legacy-client.js';
import { connectHttp, connectStdio } from './legacy-client.js';
import { connectModernHttp, connectModernStdio } from './modern-client.js';

/** A tool result as both SDK generations return it. */
export interface InteropResult {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content?: unknown[];
}

/** One client generation over one transport, behind the same small surface. */
export interface InteropConnection {
  /** The protocol the client and server agreed on. */
  protocol: string;
  listTools(): Promise<{ name: string }[]>;
  callTool(
    name: string,
    args: Record<string, unknown>,
    opts?: { onprogress?: (p: { progress: number; total?: number }) => void; signal?: AbortSignal },
  ): Promise<InteropResult>;
  close(): Promise<void>;
}

/** How to reach a built server: its command (stdio) and, for HTTP, a running endpoint. */
export interface InteropTarget {
  command: string;
  args?: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** The `--http` endpoint of the same server (see startHttpServer). */
  url?: () => string;
}

/** A client kind: `2025` is the v1 SDK client (1.32.2), `2026` the v2 client negotiating automatically. */
export type InteropClient = {
  label: string;
  /** The protocol era this client ends up speaking with a Sextant server. */
  era: '2025' | '2026';
  connect(opts?: TestClientOptions): Promise<InteropConnection>;
};

/** The four ways a user reaches a server: {2025 client, v2 auto client} × {stdio, HTTP}. */
export function interopClients(target: InteropTarget): InteropClient[] {
  // Read at connect time: a test may fill env (ports of loopback upstreams) in beforeAll.
  const stdio = () => ({ command: target.command, args: target.args, env: target.env, cwd: target.cwd });
  const url = () => {
    if (!target.url) throw new Error('interopClients: pass url() for the HTTP clients');
    return target.url();
  };
  return [
    {
      label: '2025 client over stdio',
      era: '2025',
      connect: async (o) => legacy(await connectStdio({ ...stdio(), ...o })),
    },
    {
      label: '2025 client over HTTP',
      era: '2025',
      connect: async (o) => legacy(await connectHttp({ url: url(), ...o })),
    },
    {
      label: 'v2 auto client over stdio',
      era: '2026',
      connect: async (o) => modern(await connectModernStdio({ ...stdio(), ...o })),
    },
    {
      label: 'v2 auto client over HTTP',
      era: '2026',
      connect: async (o) => modern(await connectModernHttp({ url: url(), ...o })),
    },
  ];
}

type Legacy = Awaited<ReturnType<typeof connectStdio>> | Awaited<ReturnType<typeof connectHttp>>;
type Modern = Awaited<ReturnType<typeof connectModernStdio>> | Awaited<ReturnType<typeof connectModernHttp>>;

const legacy = (c: Legacy): InteropConnection => ({
  protocol: (c.client.transport as { protocolVersion?: string } | undefined)?.protocolVersion ?? '2025',
  listTools: async () => (await c.client.listTools()).tools,
  callTool: async (name, args, opts) =>
    (await c.client.callTool({ name, arguments: args }, undefined, {
      onprogress: opts?.onprogress,
      signal: opts?.signal,
      resetTimeoutOnProgress: true,
    })) as InteropResult,
  close: c.close,
});

const modern = (c: Modern): InteropConnection => ({
  protocol: c.client.getNegotiatedProtocolVersion() ?? 'unknown',
  listTools: async () => (await c.client.listTools()).tools,
  callTool: async (name, args, opts) =>
    (await c.client.callTool(
      { name, arguments: args },
      { onprogress: opts?.onprogress, signal: opts?.signal, resetTimeoutOnProgress: true },
    )) as InteropResult,
  close: c.close,
});
