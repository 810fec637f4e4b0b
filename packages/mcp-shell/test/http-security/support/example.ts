import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startHttpServer } from '../../../src/testing/spawn-http.js';
import type { HttpServerProcess } from '../../../src/testing/spawn-http.js';
import { builtExample } from '../../support/built.js';

/** Starts the built example server over HTTP (`--http --port 0` plus `args`) with extra environment. */
export const startExample = (env: Record<string, string> = {}, args: string[] = []): Promise<HttpServerProcess> =>
  startHttpServer({ command: process.execPath, args: [builtExample(), ...args], env: { LOG_LEVEL: 'warn', ...env } });

/** The official v2 SDK client (2026-07-28 negotiation, 2025 fallback) with extra request headers. */
export async function connectWith(url: string, headers: Record<string, string> = {}) {
  const client = new Client({ name: 'http-security-test', version: '0.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

/** The official 1.x SDK client (2025 protocol) with extra request headers. */
export async function connectLegacyWith(url: string, headers: Record<string, string> = {}) {
  const { Client: LegacyClient } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StreamableHTTPClientTransport: LegacyTransport } =
    await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  const client = new LegacyClient({ name: 'http-security-test-v1', version: '0.0.0' });
  await client.connect(new LegacyTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

/** The text of the first content block of a tool result. */
export const textOf = (r: unknown) => ((r as { content: { text: string }[] }).content[0]?.text ?? '') as string;
