import { z } from 'zod';

const schema = z.object({
  /** Import remappings, comma or newline separated (`@oz/=lib/openzeppelin-contracts/`). */
  AUDITOR_REMAPPINGS: z.string().optional(),
  /** Most files one call may read from directories. */
  AUDITOR_MAX_FILES: z.coerce.number().int().positive().default(2000),
  /** Parsed files kept in memory, keyed by content hash. */
  AUDITOR_CACHE_SIZE: z.coerce.number().int().positive().default(2000),
});

/** The auditor's settings, parsed once from the environment. */
export interface AuditorConfig {
  remappings: readonly string[];
  maxFiles: number;
  cacheSize: number;
}

export function loadConfig(env: Record<string, string | undefined>): AuditorConfig {
  const c = schema.parse(env);
  return Object.freeze({
    remappings: (c.AUDITOR_REMAPPINGS ?? '').split(/[\n,]/).map((s) => s.trim()).filter(Boolean),
    maxFiles: c.AUDITOR_MAX_FILES,
    cacheSize: c.AUDITOR_CACHE_SIZE,
  });
}
