import { callGraph, resolveUnit } from '@sextant/core-engine/analysis';
import type { AuditorDeps } from '../deps.js';
import { loadSources, projectOf, rejectedOf, unresolvedOf } from '../sources.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/callgraph.js';

/** The handler of callgraph, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AuditorDeps> = async (args, deps: AuditorDeps, ctx) => {
  const loaded = await loadSources(args, deps, ctx);
  const { model } = loaded;
  const file = args.file === undefined ? undefined : await loaded.modelFile(args.file);
  const unit = args.contract ? resolveUnit(model, args.contract, file) : undefined;
  return {
    ...callGraph(model, unit ? { unit } : {}),
    ...projectOf(loaded),
    ...unresolvedOf(model),
    ...rejectedOf(model),
  };
};
