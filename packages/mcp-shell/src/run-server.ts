import type { AppError, Logger } from '@sextant/core-engine';
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
  /**
   * The app's own settings applied to the environment before the shell reads it (e.g. a category list turned into
   * DISABLE_TOOLS). An error it throws is reported as a bad setting, as the shell's own are (exit code 2).
   */
  prepareEnv?: (env: Record<string, string | undefined>) => Record<string, string | undefined>;
  /** HTTP settings besides --port/--host (a guard, limits); used with --http. */
  http?: Omit<HttpOptions, 'port' | 'host'>;
}

const flagValue = (argv: readonly string[], name: string) => {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  const a = argv[i]!;
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[i + 1];
};

/** The entry of every app: stdio with no arguments, `--http`, or a CLI subcommand. Never returns for servers. */
export async function runServer<D>(opts: RunServerOptions<D>): Promise<void> {
  const argv = opts.argv ?? process.argv.slice(2);
  const vars = opts.env ?? process.env;
  let env: Record<string, string | undefined>;
  let config: ShellConfig;
  try {
    env = opts.prepareEnv ? opts.prepareEnv(vars) : vars;
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
    return void process.stdout.write(`${(await import('./cli-help.js')).helpText(opts, tools)}\n`);
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
    // The CLI's code (argument parsing, reports, SARIF) loads only for a subcommand: servers never parse it.
    const { runCli } = await import('./run-cli.js');
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
