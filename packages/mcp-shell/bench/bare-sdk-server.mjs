// Baseline: the smallest v2 SDK server (one tool, both eras over stdio), to compare the shell's start-up against.
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';

serveStdio(() => {
  const server = new McpServer({ name: 'bare', version: '0.0.0' });
  server.registerTool('echo', { description: 'echo', inputSchema: z.object({ text: z.string() }) }, ({ text }) => ({
    content: [{ type: 'text', text }],
  }));
  return server;
});
