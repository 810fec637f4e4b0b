import type { AppDeps } from '../deps.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/list-templates.js';

/** The handler of listTemplates, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async ({ tag }, deps: AppDeps) => ({
  templates: (await deps.templates()).list({ tag }).map((t) => ({
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
});
