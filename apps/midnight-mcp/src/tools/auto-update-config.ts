import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';

export const input = z.object({
  path: z.string().min(1).describe('Config file inside the allowed roots, e.g. .cursor/mcp.json'),
  apply: z.boolean().default(false).describe('Write the change (a .bak copy is kept); default: only show it'),
});

export const output = z.object({
  path: z.string(),
  changes: z.array(z.object({ server: z.string(), before: z.array(z.string()), after: z.array(z.string()) })),
  applied: z.boolean(),
  backup: z.string().optional(),
});

export const autoUpdateConfig = defineTool({
  name: 'midnight-auto-update-config',
  title: 'Update the MCP client config',
  description:
    'Points midnight-mcp entries of an MCP client config (mcp.json, claude_desktop_config.json) at @latest. Dry run unless apply is true; keeps a backup.',
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  input,
  output,
  load: () => import('../handlers/auto-update-config.js'),
});
