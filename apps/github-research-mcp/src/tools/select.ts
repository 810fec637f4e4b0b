import type { Config } from '../config.js';

/**
 * Octocode's switches: TOOLS_TO_RUN is exclusive; otherwise every tool minus DISABLE_TOOLS, plus
 * ENABLE_TOOLS (enable wins). Unknown names fail loudly instead of silently serving nothing.
 */
export function selectTools<T extends { name: string }>(all: readonly T[], config: Pick<Config, 'TOOLS_TO_RUN' | 'ENABLE_TOOLS' | 'DISABLE_TOOLS'>): T[] {
  const names = new Set(all.map((t) => t.name));
  for (const n of [...(config.TOOLS_TO_RUN ?? []), ...(config.ENABLE_TOOLS ?? []), ...(config.DISABLE_TOOLS ?? [])]) {
    if (!names.has(n)) throw new Error(`Unknown tool "${n}" in TOOLS_TO_RUN/ENABLE_TOOLS/DISABLE_TOOLS; known: ${[...names].join(', ')}`);
  }
  if (config.TOOLS_TO_RUN?.length) return all.filter((t) => config.TOOLS_TO_RUN!.includes(t.name));
  return all.filter((t) => !config.DISABLE_TOOLS?.includes(t.name) || config.ENABLE_TOOLS?.includes(t.name));
}
