// Public surface of the app for tests, benches and the tour.
export { tools } from './tools/index.js';
export { createDeps } from './deps.js';
export type { AppDeps, ChainClients } from './deps.js';
export { loadConfig } from './config.js';
export type { AppConfig } from './config.js';
