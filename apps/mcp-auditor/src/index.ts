// Public API of mcp-auditor: its tools and wiring, for tests and embedding.
export { tools } from './tools/index.js';
export { createDeps } from './deps.js';
export type { AuditorDeps } from './deps.js';
export { loadConfig } from './config.js';
export type { AuditorConfig } from './config.js';
