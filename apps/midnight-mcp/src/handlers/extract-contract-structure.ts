import { buildContractModel, contractStructure } from '@sextant/language-adapters/compact';
import { loadSource } from '../tools/load-source.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/extract-contract-structure.js';

/** The handler of extractContractStructure, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, unknown> = async (source, _deps, ctx) =>
  contractStructure(buildContractModel(await loadSource(source, ctx), source.path));
