import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

/** Serves one MCP server over stdio; resolves when stdin closes or the transport closes. */
export async function serveStdio(server: McpServer): Promise<{ closed: Promise<void>; close(): Promise<void> }> {
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
    process.stdin.once('close', () => resolve());
  });
  await server.connect(transport);
  return { closed, close: () => server.close() };
}
