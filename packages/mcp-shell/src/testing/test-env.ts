/**
 * The environment of a server a test spawns: the test's own, the structured mode (so tests can assert on
 * `structuredContent`; a test that wants the default sets SEXTANT_STRUCTURED_CONTENT=off), then the test's `env`.
 */
export const testServerEnv = (env?: Record<string, string>): Record<string, string> => ({
  ...(process.env as Record<string, string>),
  SEXTANT_STRUCTURED_CONTENT: 'on',
  ...env,
});
