import { analyzeFunction } from '@sextant/core-engine/analysis';
import type { AuditorDeps } from '../deps.js';
import { loadSources, projectOf, rejectedOf, unresolvedOf } from '../sources.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/function-insights.js';

/** The handler of functionInsights, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AuditorDeps> = async (args, deps: AuditorDeps, ctx) => {
  const loaded = await loadSources(args, deps, ctx);
  const { file, ...rest } = args.selector;
  const selector = file === undefined ? rest : { ...rest, file: await loaded.modelFile(file) };
  return {
    function: analyzeFunction(loaded.model, selector),
    ...projectOf(loaded),
    ...unresolvedOf(loaded.model),
    ...rejectedOf(loaded.model),
  };
};
