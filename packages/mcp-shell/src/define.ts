import type { Logger, ProgressReporter } from '@sextant/core-engine';
import type { InputLimits } from '@sextant/security/input-guard';
import type { Finding, SarifRule, ToolNotification } from '@sextant/toon-output/sarif';
import type { z } from 'zod';

/** MCP tool annotations: hints a client shows or uses to ask for confirmation. */
export interface ToolAnnotations {
  readOnlyHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
  destructiveHint?: boolean;
}

/** A sampling request (the client's model answers it). */
export interface SampleRequest {
  messages: { role: 'user' | 'assistant'; text: string }[];
  systemPrompt?: string;
  maxTokens: number;
  temperature?: number;
}

/** What a handler gets besides its arguments and the app's deps. */
export interface ToolContext {
  /** Fires when the client cancels the request (or the CLI gets SIGINT). */
  signal: AbortSignal;
  /** Reports progress; a no-op when the client sent no progress token. */
  progress: ProgressReporter;
  log: Logger;
  /** Resolves a user path inside the allowed roots (SEXTANT_ROOTS, the working directory, the client's roots). */
  resolvePath(path: string): Promise<string>;
  /** The allowed roots in force. */
  roots(): string[];
  /** True when the client can answer sampling requests. */
  canSample(): boolean;
  /** Asks the client's model; throws SAMPLING_UNAVAILABLE when the client cannot. */
  sample(req: SampleRequest): Promise<{ text: string; model: string }>;
  /** Tells subscribed clients that a resource changed. */
  notifyResourceUpdated(uri: string): Promise<void>;
  /** Where the call comes from. */
  surface: 'mcp' | 'cli';
}

/** How a tool maps onto a CLI subcommand. */
export interface ToolCliOptions {
  /** Subcommand name besides the tool name (e.g. `insights` for `function_insights`). */
  command?: string;
  /** Array field filled by positional arguments (e.g. `paths`), or a string field for the first one. */
  positional?: string | string[];
  /** Extra flags mapped to dotted argument paths (`{ contract: 'selector.contract' }`). */
  flags?: Record<string, string>;
}

/** The findings of a tool's result, built from its data (never its text), for SARIF and the CI gate. */
export interface ToolReport<O = Record<string, unknown>, I = Record<string, unknown>> {
  rules: readonly SarifRule[];
  findings(data: O, args: I): Finding[];
  /** Files the tool refused (too deep, unreadable), reported as tool execution notifications. */
  notifications?(data: O): ToolNotification[];
}

/** A tool's handler: validated arguments in, a result matching the output schema out. */
export type ToolHandler<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject, D = unknown> = (
  args: z.output<I>,
  deps: D,
  ctx: ToolContext,
) => Promise<z.input<O>> | z.input<O>;

/** What a tool's handler module exports: its handler and, for a tool with findings, its report. */
export interface ToolImplementation<
  I extends z.ZodObject = z.ZodObject,
  O extends z.ZodObject = z.ZodObject,
  D = unknown,
> {
  handler: ToolHandler<I, O, D>;
  report?: ToolReport<z.output<O>, z.output<I>>;
}

/**
 * One tool: metadata, schemas and handler. It drives MCP registration, the CLI and docs. The handler is inline
 * (`handler`) or in a module loaded on the tool's first call (`load`), so start-up and tools/list never import
 * what only a call needs.
 */
export interface ToolDefinition<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject, D = unknown> {
  name: string;
  title: string;
  description: string;
  annotations?: ToolAnnotations;
  input: I;
  output: O;
  /** Input guard overrides (e.g. a larger string limit for file contents). */
  limits?: InputLimits;
  cli?: ToolCliOptions;
  /** Tools off by default are turned on with ENABLE_TOOLS. @default true */
  enabledByDefault?: boolean;
  /** Findings the result holds: gives the CLI `--format sarif`, `--fail-on` and `--baseline` (see cli-report.ts). */
  report?: ToolReport<z.output<O>, z.output<I>>;
  /** The handler inline; a tool has it or `load`. */
  handler?: ToolHandler<I, O, D>;
  /** Imports the handler's module (`() => import('../handlers/x.js')`) on the first call; a tool has it or `handler`. */
  load?: () => Promise<ToolImplementation<I, O, D>>;
}

/** A tool of any shape, as lists and registries hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool<D = any> = ToolDefinition<any, any, D>;

/** Declares a tool: gives the handler its types, and checks it has exactly one of `handler` and `load`. */
export function defineTool<I extends z.ZodObject, O extends z.ZodObject, D = unknown>(
  def: ToolDefinition<I, O, D>,
): ToolDefinition<I, O, D> {
  if (!def.handler === !def.load) throw new TypeError(`Tool ${def.name} needs exactly one of handler and load.`);
  return def;
}

/** Content of a resource read. */
export type ResourceContent = { text: string; mimeType?: string } | { blob: string; mimeType?: string };

/** A fixed resource. */
export interface ResourceDefinition<D = unknown> {
  name: string;
  uri: string;
  title?: string;
  description?: string;
  mimeType?: string;
  read(deps: D, uri: string): Promise<ResourceContent> | ResourceContent;
}

/** A resource template (`repo://status/{index_id}`). */
export interface ResourceTemplateDefinition<D = unknown> {
  name: string;
  uriTemplate: string;
  title?: string;
  description?: string;
  mimeType?: string;
  /** Lists the concrete resources, when they can be enumerated. */
  list?(deps: D): Promise<{ uri: string; name: string; description?: string }[]>;
  read(deps: D, uri: string, vars: Record<string, string>): Promise<ResourceContent> | ResourceContent;
}

/** A prompt with string arguments. */
export interface PromptDefinition<D = unknown> {
  name: string;
  title?: string;
  description: string;
  args?: Record<string, { description: string; required?: boolean }>;
  build(args: Record<string, string | undefined>, deps: D): { role: 'user' | 'assistant'; text: string }[];
}

export const defineResource = <D>(def: ResourceDefinition<D>) => def;
export const defineResourceTemplate = <D>(def: ResourceTemplateDefinition<D>) => def;
export const definePrompt = <D>(def: PromptDefinition<D>) => def;
