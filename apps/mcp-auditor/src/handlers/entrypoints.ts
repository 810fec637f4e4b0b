import { analyzeEntrypoints, groupEntrypoints } from '@sextant/core-engine/analysis';
import type { AuditorDeps } from '../deps.js';
import { loadSources, projectOf, rejectedOf, unresolvedOf } from '../sources.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/entrypoints.js';

/** The handler of entrypoints, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AuditorDeps> = async (args, deps: AuditorDeps, ctx) => {
  const loaded = await loadSources(args, deps, ctx, !args.include_tests);
  const entrypoints = analyzeEntrypoints(loaded.model, {
    includeViews: args.include_views,
    includeAbstract: args.include_abstract,
    contract: args.contract,
    unguarded: args.unguarded,
    include: loaded.listed,
  });
  // rows under their contract and access group stay flat (TOON tables); function_insights gives structured access
  return {
    contracts: groupEntrypoints(entrypoints),
    ...projectOf(loaded),
    ...unresolvedOf(loaded.model),
    ...rejectedOf(loaded.model),
  };
};

/** The findings of entrypoints (the CLI's SARIF and gate). */
export { entrypointsReport as report } from '../tools/entrypoints-report.js';
