import { parseRoots } from '@sextant/security';
import type { OutputFormat } from '@sextant/toon-output';
import { parseOutputFormat } from './format.js';
import type { LogLevel } from './logger.js';
import { parseLogLevel } from './logger.js';
import type { ToolSelectionEnv } from './tool-filter.js';

/** Settings every server reads from its environment. */
export interface ShellConfig {
  format: OutputFormat;
  logLevel: LogLevel;
  roots: string[];
  selection: ToolSelectionEnv;
}

/** Reads OUTPUT_FORMAT, LOG_LEVEL, SEXTANT_ROOTS and the tool selection variables; throws on a bad OUTPUT_FORMAT. */
export function loadShellConfig(env: Record<string, string | undefined>, cwd = process.cwd()): ShellConfig {
  return Object.freeze({
    format: parseOutputFormat(env.OUTPUT_FORMAT),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    roots: parseRoots(env.SEXTANT_ROOTS, cwd),
    selection: { TOOLS_TO_RUN: env.TOOLS_TO_RUN, ENABLE_TOOLS: env.ENABLE_TOOLS, DISABLE_TOOLS: env.DISABLE_TOOLS },
  });
}
