import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';

export const input = z.object({ tag: z.string().optional().describe('Only templates with this tag, e.g. compact') });

export const output = z.object({
  templates: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      tags: z.array(z.string()),
      files: z.array(z.string()),
      placeholders: z.array(
        z.object({
          name: z.string(),
          type: z.string(),
          description: z.string(),
          required: z.boolean(),
          default: z.unknown().optional(),
          values: z.array(z.string()).optional(),
        }),
      ),
    }),
  ),
});

export const listTemplates = defineTool({
  name: 'templating_list_templates',
  title: 'List templates',
  description: 'Templates that templating_render_template can render, with their typed placeholders and defaults.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input,
  output,
  load: () => import('../handlers/list-templates.js'),
});
