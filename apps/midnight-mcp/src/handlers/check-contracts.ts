import { checkCompactFiles } from '../tools/check-files.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/check-contracts.js';

/** The handler of checkContracts, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, unknown> = ({ paths }, _deps, ctx) =>
  checkCompactFiles(paths, ctx);

/** The findings of checkContracts (the CLI's SARIF and gate). */
export { checkContractsReport as report } from '../tools/findings-report.js';
