// Public API of github-research-mcp: the tool list and wiring, for tests, benches and the start tour.
export { tools } from './tools/index.js';
export { researchPrompt } from './prompts/research.js';
export { prompts, SERVER_INSTRUCTIONS } from './prompts/index.js';
export { loadConfig } from './config.js';
export type { Config } from './config.js';
export { createDeps } from './deps.js';
export type { AppDeps } from './deps.js';
