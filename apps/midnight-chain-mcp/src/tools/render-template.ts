import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';

export const input = z.object({
  template_id: z.string().describe('From templating_list_templates'),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).default({}),
  output_dir: z.string().optional().describe('Directory inside the allowed roots; omit to only preview'),
  overwrite: z.boolean().default(false),
});

export const output = z.object({
  template_id: z.string(),
  files: z.array(z.object({ path: z.string(), bytes: z.number(), content: z.string() })),
  written: z.array(z.string()),
});

export const renderTemplate = defineTool({
  name: 'templating_render_template',
  title: 'Render template',
  description:
    'Renders a template with typed values. Returns the files; with output_dir, writes them inside the allowed roots (no overwrite unless asked).',
  annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
  input,
  output,
  cli: { positional: 'template_id' },
  load: () => import('../handlers/render-template.js'),
});
