import { parseRoots } from '@sextant/security/path-guard';
import type { OutputFormat } from '@sextant/toon-output';
import { parseOutputFormat, parseStructuredContent } from './format.js';
import type { LogLevel } from './logger.js';
import { parseLogLevel } from './logger.js';
import type { ToolSelectionEnv } from './tool-filter.js';

/** Settings every server reads from its environment. */
export interface ShellConfig {
  format: OutputFormat;
  /** Results carry `structuredContent` and tools/list carries `outputSchema` (SEXTANT_STRUCTURED_CONTENT=on). */
  structured: boolean;
  logLevel: LogLevel;
  roots: string[];
  selection: ToolSelectionEnv;
}

/**
 * Reads OUTPUT_FORMAT, SEXTANT_STRUCTURED_CONTENT, LOG_LEVEL, SEXTANT_ROOTS and the tool selection variables; throws
 * on a bad OUTPUT_FORMAT or SEXTANT_STRUCTURED_CONTENT.
 */
export function loadShellConfig(env: Record<string, string | undefined>, cwd = process.cwd()): ShellConfig {
  return Object.freeze({
    format: parseOutputFormat(env.OUTPUT_FORMAT),
    structured: parseStructuredContent(env.SEXTANT_STRUCTURED_CONTENT),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    roots: parseRoots(env.SEXTANT_ROOTS, cwd),
    selection: { TOOLS_TO_RUN: env.TOOLS_TO_RUN, ENABLE_TOOLS: env.ENABLE_TOOLS, DISABLE_TOOLS: env.DISABLE_TOOLS },
  });
}
