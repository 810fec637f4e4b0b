// Public API of @sextant/mcp-shell: the only package that imports the MCP SDK.
export { defineTool, defineResource, defineResourceTemplate, definePrompt } from './define.js';
export type {
  AnyTool,
  PromptDefinition,
  ResourceContent,
  ResourceDefinition,
  ResourceTemplateDefinition,
  SampleRequest,
  ToolAnnotations,
  ToolCliOptions,
  ToolContext,
  ToolDefinition,
  ToolHandler,
  ToolImplementation,
  ToolReport,
} from './define.js';
/** The parts of a tool's `report` (SARIF rules and findings), from @sextant/toon-output/sarif. */
export type { Finding, SarifLevel, SarifRule, ToolNotification } from '@sextant/toon-output/sarif';
export { runServer } from './run-server.js';
export { lazyDeps } from './lazy-deps.js';
export type { LazyDeps } from './lazy-deps.js';
export type { Disposable, RunServerOptions } from './run-server.js';
export { createShellServer, listTools } from './server.js';
export type { DeferredTools, ShellServerOptions } from './server.js';
export { executeTool } from './call-tool.js';
import type { runCli as RunCli } from './run-cli.js';

/** Runs one tool as a CLI command (loaded on first use: a server that never runs a command never parses the CLI). */
export const runCli: typeof RunCli = async (...args) => (await import('./run-cli.js')).runCli(...args);
export type { ToolOutcome } from './call-tool.js';
export { runBulk } from './bulk.js';
export type { BulkOptions, BulkResult, BulkStatus } from './bulk.js';
export { selectTools } from './tool-filter.js';
export { createLogger, parseLogLevel } from './logger.js';
export type { LogLevel } from './logger.js';
export { loadShellConfig } from './config.js';
export type { ShellConfig } from './config.js';
export { createSessionHub } from './session-hub.js';
export { toAppError } from './to-tool-error.js';
export type { Era } from './client-input.js';
export type { HttpGuard, RequestIdentity } from './identity.js';
export { identityOf, toAuthInfo } from './identity.js';
export { resolveHttpOptions } from './transports/http-options.js';
export type { HttpOptions, ResolvedHttpOptions } from './transports/http-options.js';
export type { HttpHandle, HttpServerFactory } from './transports/http.js';
import type { serveHttp as ServeHttp } from './transports/http.js';
import { HTTP_PEERS, importWithPeers } from './optional-peer.js';

/** Serves MCP over Streamable HTTP (loaded on first use: stdio servers never pay for the HTTP stack). */
export const serveHttp: typeof ServeHttp = async (...args) =>
  (await importWithPeers(() => import('./transports/http.js'), 'The HTTP transport', HTTP_PEERS)).serveHttp(...args);
export { exitCodes, noUsableResult } from './cli-exit.js';
export { parseOutputFormat } from './format.js';
export { rejectedFilesOutput } from './rejected-files.js';
export type { RejectedFileOutput } from './rejected-files.js';
