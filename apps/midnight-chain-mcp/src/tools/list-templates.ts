import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';

export const listTemplates = defineTool({
  name: 'templating_list_templates',
  title: 'List templates',
  description: 'Templates that templating_render_template can render, with their typed placeholders and defaults.',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({ tag: z.string().optional().describe('Only templates with this tag, e.g. compact') }),
  output: z.object({
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
  }),
  handler: ({ tag }, { templates }: AppDeps) => ({
    templates: templates.list({ tag }).map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      tags: [...t.tags],
      files: t.files.map((f) => f.path),
      placeholders: t.placeholders.map((p) => ({
        name: p.name,
        type: p.type,
        description: p.description,
        required: p.required !== false && p.default === undefined,
        ...(p.default !== undefined ? { default: p.default } : {}),
        ...(p.values ? { values: [...p.values] } : {}),
      })),
    })),
  }),
});
