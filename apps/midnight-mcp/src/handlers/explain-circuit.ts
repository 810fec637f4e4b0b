import { buildContractModel, explainCircuit as explain } from '@sextant/language-adapters/compact';
import { loadSource } from '../tools/load-source.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/explain-circuit.js';

/** The handler of explainCircuit, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, unknown> = async ({ circuit, ...source }, _deps, ctx) =>
  explain(buildContractModel(await loadSource(source, ctx), source.path), circuit);
