import type { AppError, Logger } from '@sextant/core-engine';
import { describeFlags } from './cli-args.js';
import type { Era } from './client-input.js';
import type { RequestIdentity } from './identity.js';
import type { HttpSecuritySetup } from './http-security/setup.js';
import type { HttpOptions } from './transports/http-options.js';
import { exitCodes } from './cli-exit.js';
import type { ShellConfig } from './config.js';
import { isLazyDeps, onceUntilFailure } from './lazy-deps.js';
import type { LazyDeps } from './lazy-deps.js';
import { loadShellConfig } from './config.js';
import type { AnyTool, PromptDefinition, ResourceDefinition, ResourceTemplateDefinition } from './define.js';
import { createLogger, logWritten } from './logger.js';
import { runCli } from './run-cli.js';
import { createShellServer } from './server.js';
import { createSessionHub } from './session-hub.js';
import { selectTools } from './tool-filter.js';
import { HTTP_PEERS, importWithPeers } from './optional-peer.js';

/** Deps may hold resources to release on shutdown. */
export interface Disposable {
  dispose?(): Promise<void> | void;
}

/** A server app: its parts and how to build its deps. */
export interface RunServerOptions<D> {
  name: string;
  version: string;
  /** One line shown by --help. */
  description?: string;
  instructions?: string;
  /**
   * The tools, or a loader of them: `async () => (await import('./tools/index.js')).tools`. With a loader, a
   * server whose tools/list answer is cached for this build (see tool-list-cache.ts) imports the definitions (and
   * builds their zod schemas) on the first tools/call instead of at start; --help and the CLI load them at once.
   */
  tools: readonly AnyTool<D>[] | (() => Promise<readonly AnyTool<D>[]>);
  resources?: readonly ResourceDefinition<D>[];
  resourceTemplates?: readonly ResourceTemplateDefinition<D>[];
  prompts?: readonly PromptDefinition<D>[];
  /**
   * Builds the app's deps once per process; keep it cheap (load heavy libraries on first use). Return
   * `lazyDeps(make)` to make them on the first call that needs them: tools/list then loads none of their modules.
   */
  createDeps(env: Record<string, string | undefined>, log: Logger, config: ShellConfig): D | Promise<D> | LazyDeps<D>;
  /** @default process.argv.slice(2) */
  argv?: readonly string[];
  /** @default process.env */
  env?: Record<string, string | undefined>;
  /** HTTP settings besides --port/--host (a guard, limits); used with --http. */
  http?: Omit<HttpOptions, 'port' | 'host'>;
}

const flagValue = (argv: readonly string[], name: string) => {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  const a = argv[i]!;
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[i + 1];
};

function help<D>(opts: RunServerOptions<D>, tools: readonly AnyTool<D>[]): string {
  const lines = [
    `${opts.name} ${opts.version}${opts.description ? ` — ${opts.description}` : ''}`,
    '',
    'Usage:',
    `  ${opts.name}                         serve MCP over stdio`,
    `  ${opts.name} --http [--port N] [--host H]   serve MCP over Streamable HTTP (default 127.0.0.1:3000, path /mcp)`,
    `  ${opts.name} <command> [flags]       run one tool and print its result (--format toon|json, --json '{…}')`,
    `  commands with findings also take --format sarif, --fail-on <level|rule> and --baseline <earlier.sarif|.json>`,
    `  ${opts.name} keys new --id NAME [--tools read-only|*|a,b_*] [--rate-per-min N]   print a new HTTP API key`,
    `  --http flags: --allow-unauthenticated (serve a non-loopback --host with no authentication; warns)`,
    '',
    'Commands:',
  ];
  for (const t of tools) {
    lines.push(`  ${t.cli?.command ? `${t.cli.command} (${t.name})` : t.name}  ${t.description}`);
    lines.push(...describeFlags(t));
  }
  lines.push(
    '',
    'Environment: OUTPUT_FORMAT=toon|json, SEXTANT_STRUCTURED_CONTENT=off|on, LOG_LEVEL, SEXTANT_ROOTS, TOOLS_TO_RUN,',
    '  ENABLE_TOOLS, DISABLE_TOOLS',
    'HTTP: SEXTANT_API_KEYS_FILE, SEXTANT_OAUTH_ISSUER (+ _AUDIENCE, _SCOPES, _JWKS_URL), SEXTANT_ALLOWED_HOSTS,',
    '  SEXTANT_ALLOWED_ORIGINS, SEXTANT_PUBLIC_URL, SEXTANT_AUDIT_LOG, SEXTANT_RATE_LIMIT_PER_MIN, SEXTANT_MAX_BODY_BYTES,',
    '  SEXTANT_REQUEST_TIMEOUT_S, SEXTANT_MAX_SESSIONS, SEXTANT_SESSION_IDLE_S',
    'Exit codes of a command: 0 a result (some queries of a bulk call may have failed), 1 the tool failed,',
    '  2 bad usage (unknown command or flag, unparsable value, bad OUTPUT_FORMAT), 3 no usable result',
    '  (every query of a bulk call failed, or a health check reports down), 4 the gate failed (--fail-on matched',
    '  a finding; with --baseline, a new one).',
  );
  return lines.join('\n');
}

/** The entry of every app: stdio with no arguments, `--http`, or a CLI subcommand. Never returns for servers. */
export async function runServer<D>(opts: RunServerOptions<D>): Promise<void> {
  const argv = opts.argv ?? process.argv.slice(2);
  const env = opts.env ?? process.env;
  let config: ShellConfig;
  try {
    config = loadShellConfig(env);
  } catch (e) {
    const { message, extra } = e as AppError;
    process.stderr.write(`${opts.name}: ${message}${extra?.hint ? `\n${extra.hint}` : ''}\n`);
    process.exitCode = exitCodes.usage;
    return;
  }
  const log = createLogger({ name: opts.name, level: config.logLevel });
  const given = opts.tools;
  // A failed import is that call's error; the next one tries again.
  const loadTools = onceUntilFailure(async () =>
    selectTools(typeof given === 'function' ? await given() : given, config.selection, log),
  );
  const first = argv[0];
  const cacheModule = () => import('./tool-list-cache.js');
  // A stdio or HTTP server with a tool loader and a cached tools/list answer starts without the definitions.
  const serving = first === undefined || (first.startsWith('--') && first !== '--help' && first !== '--version');
  const cachedList =
    serving && typeof given === 'function'
      ? await (await cacheModule()).cachedToolList(opts.name, opts.version, env, config.selection, config.structured)
      : undefined;
  const tools = cachedList ? [] : await loadTools();

  if (first === '--help' || first === '-h' || first === 'help')
    return void process.stdout.write(`${help(opts, tools)}\n`);
  if (first === '--version' || first === '-v') return void process.stdout.write(`${opts.version}\n`);

  if (first === 'keys' && !tools.some((t) => t.cli?.command === 'keys')) {
    const { runKeysCommand } = await import('./http-security/keys-command.js');
    try {
      runKeysCommand(opts.name, argv.slice(1), (t) => process.stdout.write(`${t}\n`));
    } catch (err) {
      process.stderr.write(`${(err as Error).message} ${(err as { extra?: { hint?: string } }).extra?.hint ?? ''}\n`);
      process.exitCode = 2;
    }
    return;
  }

  if (first !== undefined && !first.startsWith('--')) {
    const tool = tools.find((t) => t.name === first || t.cli?.command === first || t.name === first.replace(/-/g, '_'));
    if (!tool) {
      process.stderr.write(
        `Unknown command "${first}". Commands: ${tools.map((t) => t.cli?.command ?? t.name).join(', ')}. Run --help for flags.\n`,
      );
      process.exitCode = exitCodes.usage;
      return;
    }
    const deps = await (opts.createDeps(env, log, config) as D | PromiseLike<D>);
    try {
      process.exitCode = await runCli({
        tool,
        words: argv.slice(1),
        deps,
        log,
        format: config.format,
        roots: config.roots,
        app: { name: opts.name, version: opts.version },
      });
    } finally {
      await (deps as Disposable).dispose?.();
    }
    return;
  }

  process.on('unhandledRejection', (reason) => log.error('unhandled rejection', { reason: String(reason) }));
  process.on('uncaughtException', (err) => log.error('uncaught exception', { err: String(err), stack: err.stack }));
  const made = opts.createDeps(env, log, config);
  const deps = isLazyDeps<D>(made) ? made : await made;
  // Lazy deps are disposed only if a call made them.
  const dispose = async () => {
    const d = isLazyDeps<D>(deps) ? await deps.made()?.catch(() => undefined) : deps;
    await Promise.resolve((d as Disposable | undefined)?.dispose?.()).catch(() => undefined);
  };
  const hub = createSessionHub();
  if (!cachedList)
    await (
      await cacheModule()
    ).warmToolList(opts.name, opts.version, tools, env, config.selection, log, config.structured);
  // Log records reach a client only through the request that caused them (see request-log.ts).
  const httpMode = argv.includes('--http');
  const host = flagValue(argv, '--host') ?? '127.0.0.1';
  let security: HttpSecuritySetup | undefined;
  if (httpMode) {
    const { setupHttpSecurity } = await import('./http-security/setup.js');
    try {
      security = await setupHttpSecurity(
        env,
        { host, allowUnauthenticated: argv.includes('--allow-unauthenticated') },
        log,
      );
    } catch (err) {
      const e = err as Error & { extra?: { hint?: string } };
      process.stderr.write(`${opts.name}: ${e.message}\n${e.extra?.hint ? `${e.extra.hint}\n` : ''}`);
      await dispose();
      process.exit(2);
    }
  }
  // The audit log (and its redaction) loads only when one is configured.
  const audit =
    security?.audit ??
    (env.SEXTANT_AUDIT_LOG?.trim() ? (await import('./http-security/setup.js')).stdioAuditLog(env) : undefined);
  const make = (era?: Era, identity?: RequestIdentity, stdio = false) =>
    createShellServer({
      ...opts,
      tools: cachedList ? { list: cachedList, load: loadTools } : tools,
      ...{ deps, log, format: config.format, structured: config.structured, roots: config.roots, hub },
      ...{ era, identity, stdio, audit },
    });

  let close: () => Promise<void>;
  let closed: Promise<void>;
  if (httpMode) {
    const { serveHttp } = await importWithPeers(() => import('./transports/http.js'), 'The HTTP transport', HTTP_PEERS);
    const port = Number(flagValue(argv, '--port') ?? env.PORT ?? 3000);
    const handle = await serveHttp(make, log, {
      port,
      host,
      ...(security ? { guard: security.guard, routes: security.serveMetadata } : {}),
      ...opts.http,
    });
    security?.bind(handle.url);
    hub.publish((uri) => handle.notify.resourceUpdated(uri));
    log.info('listening', { url: handle.url });
    process.stderr.write(`${opts.name} listening on ${handle.url}\n`);
    close = handle.close;
    closed = new Promise(() => undefined);
  } else {
    const { serveStdio } = await import('./transports/stdio.js');
    const handle = serveStdio((era) => make(era, undefined, true));
    close = handle.close;
    closed = handle.closed;
  }

  let stopping = false;
  const shutdown = async (why: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { why });
    const force = setTimeout(() => process.exit(0), 3000).unref();
    await close().catch(() => undefined);
    audit?.close();
    await dispose();
    await logWritten();
    clearTimeout(force);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  void closed.then(() => shutdown('stdin closed'));
}
