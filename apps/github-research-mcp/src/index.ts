// Public API of github-research-mcp: the tool list and wiring, for tests, benches and the start tour.
import { researchPrompt } from './prompts/research.js';

export { tools } from './tools/index.js';
export { researchPrompt } from './prompts/research.js';
export { loadConfig } from './config.js';
export type { Config } from './config.js';
export { createDeps } from './deps.js';
export type { AppDeps } from './deps.js';
/** Prompts the server offers. */
export const prompts = [researchPrompt] as const;

/** One paragraph the client may show the model at initialization. */
export const SERVER_INSTRUCTIONS =
  'Research GitHub code by progressive refinement: search repositories or code broadly, view the structure, read exact lines, then check pull requests. Batch up to 5 queries per call and follow the hints in each result.';
