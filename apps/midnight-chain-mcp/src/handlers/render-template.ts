import { writeRendered } from '@sextant/templating';
import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/render-template.js';

/** The handler of renderTemplate, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (
  { template_id, values, output_dir, overwrite },
  deps: AppDeps,
  ctx,
) => {
  const templates = await deps.templates();
  const { files } = templates.render(template_id, values);
  const written = output_dir
    ? (await writeRendered(files, { outDir: output_dir, overwrite, resolvePath: (p) => ctx.resolvePath(p) })).written
    : [];
  return { template_id, files: files.map((f) => ({ ...f, bytes: Buffer.byteLength(f.content) })), written };
};
