import type { McpServer } from '@modelcontextprotocol/server';
import { serveStdio as serveSdkStdio } from '@modelcontextprotocol/server/stdio';
import type { Era } from '../client-input.js';

/**
 * Serves MCP over stdio, both eras: the opening message picks 2026-07-28 (`server/discover` or a request with the
 * per-request `_meta`) or the 2025 handshake, and one server from `make` serves the connection. Resolves `closed`
 * when stdin ends.
 */
export function serveStdio(make: (era: Era) => McpServer): { closed: Promise<void>; close(): Promise<void> } {
  const closed = new Promise<void>((resolve) => {
    process.stdin.once('end', () => resolve());
    process.stdin.once('close', () => resolve());
  });
  const handle = serveSdkStdio((ctx) => make(ctx.era));
  return { closed, close: () => handle.close() };
}
