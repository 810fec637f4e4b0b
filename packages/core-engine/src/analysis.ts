// @sextant/core-engine/analysis: the language-neutral contract analyses over a CodeModel (entrypoints, function
// insights, call graph) and the session that parses, links and caches the files they read.
export { createAnalysisSession } from './analysis/session.js';
export type { AnalysisSession, AnalysisSessionOptions, AnalyzerChoice, LoadOptions } from './analysis/session.js';
export { parseRemappings } from './analysis/resolve-import.js';
export type { Remapping } from './analysis/resolve-import.js';
export { analyzeEntrypoints, toEntrypointRow } from './analysis/entrypoints.js';
export type { Entrypoint, EntrypointOptions, EntrypointRow } from './analysis/entrypoints.js';
export { groupEntrypoints } from './analysis/entrypoint-groups.js';
export type { EntrypointContract, EntrypointGroup, GroupedEntrypoint } from './analysis/entrypoint-groups.js';
export { analyzeFunction } from './analysis/insights.js';
export type { FunctionInsight } from './analysis/insights.js';
export type { FunctionSelector } from './analysis/lookup.js';
export { callGraph } from './analysis/callgraph.js';
export type { CallGraph, CallGraphEdge, CallGraphNode } from './analysis/callgraph.js';
export { resolveUnit } from './analysis/units.js';
export { ACCESS_DEPTH } from './analysis/access.js';
export type { AccessGuard, AccessInfo } from './analysis/access.js';
