import type { Logger } from '@sextant/core-engine';
import type { AnyTool } from './define.js';

/** Env variables that choose tools: TOOLS_TO_RUN (exclusive), ENABLE_TOOLS, DISABLE_TOOLS (comma-separated). */
export interface ToolSelectionEnv {
  TOOLS_TO_RUN?: string;
  ENABLE_TOOLS?: string;
  DISABLE_TOOLS?: string;
}

const list = (v: string | undefined) =>
  new Set(
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** The tools to expose: TOOLS_TO_RUN wins; otherwise the default-enabled ones plus ENABLE_TOOLS minus DISABLE_TOOLS. */
export function selectTools<T extends AnyTool>(tools: readonly T[], env: ToolSelectionEnv, log?: Logger): T[] {
  const only = list(env.TOOLS_TO_RUN);
  const enable = list(env.ENABLE_TOOLS);
  const disable = list(env.DISABLE_TOOLS);
  const known = new Set(tools.map((t) => t.name));
  const unknown = [...only, ...enable, ...disable].filter((n) => !known.has(n));
  if (unknown.length) log?.warn('unknown tool names in tool selection', { unknown, known: [...known] });
  if (only.size) return tools.filter((t) => only.has(t.name));
  return tools.filter((t) => ((t.enabledByDefault ?? true) || enable.has(t.name)) && !disable.has(t.name));
}
