import { callgraph } from './callgraph.js';
import { entrypoints } from './entrypoints.js';
import { functionInsights } from './function-insights.js';

/** The auditor's tools, in one list: it drives registration, the CLI and the snapshot. */
export const tools = [entrypoints, functionInsights, callgraph] as const;
