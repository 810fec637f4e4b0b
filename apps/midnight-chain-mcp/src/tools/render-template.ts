import { writeRendered } from '@sextant/templating';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';

export const renderTemplate = defineTool({
  name: 'templating_render_template',
  title: 'Render template',
  description:
    'Renders a template with typed values. Returns the files; with output_dir, writes them inside the allowed roots (no overwrite unless asked).',
  annotations: { readOnlyHint: false, idempotentHint: true, destructiveHint: false, openWorldHint: false },
  input: z.object({
    template_id: z.string().describe('From templating_list_templates'),
    values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).default({}),
    output_dir: z.string().optional().describe('Directory inside the allowed roots; omit to only preview'),
    overwrite: z.boolean().default(false),
  }),
  output: z.object({
    template_id: z.string(),
    files: z.array(z.object({ path: z.string(), bytes: z.number(), content: z.string() })),
    written: z.array(z.string()),
  }),
  cli: { positional: 'template_id' },
  async handler({ template_id, values, output_dir, overwrite }, { templates }: AppDeps, ctx) {
    const { files } = templates.render(template_id, values);
    const written = output_dir
      ? (await writeRendered(files, { outDir: output_dir, overwrite, resolvePath: (p) => ctx.resolvePath(p) })).written
      : [];
    return { template_id, files: files.map((f) => ({ ...f, bytes: Buffer.byteLength(f.content) })), written };
  },
});
