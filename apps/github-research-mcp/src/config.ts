import { AppError } from '@sextant/core-engine';
import { z } from 'zod';

const EnvSchema = z.object({
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  GITHUB_TOKEN: z.string().optional(),
  GH_TOKEN: z.string().optional(),
  /** `off` disables the response cache (every call goes to GitHub). */
  GITHUB_CACHE: z.enum(['on', 'off']).default('on'),
  /** Directory for the on-disk response cache; memory only when unset. */
  GITHUB_CACHE_DIR: z.string().optional(),
  GITHUB_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** Minimum gap between search calls; GitHub allows 30 searches a minute. */
  GITHUB_SEARCH_MIN_TIME_MS: z.coerce.number().int().min(0).default(2000),
  /** Ask the `gh` CLI for a token when no variable is set. */
  GITHUB_USE_GH_CLI: z.enum(['true', 'false']).default('true'),
  /** Token ceiling of one tool response (clients reject ~25k). */
  MAX_RESPONSE_TOKENS: z.coerce.number().int().min(1000).default(20_000),
});

/** The server's settings, parsed once from the environment. */
export type Config = Readonly<z.output<typeof EnvSchema>>;

/** Parses and freezes the environment; throws a readable error naming the bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new AppError('INVALID_INPUT', `github-research-mcp: bad environment (${issues})`, {
      hint: 'Fix or unset the variable; GITHUB_API_URL is e.g. https://api.github.com or https://HOST/api/v3.',
    });
  }
  return Object.freeze(parsed.data);
}
