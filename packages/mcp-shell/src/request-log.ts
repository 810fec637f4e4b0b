import type { Logger } from '@sextant/core-engine';
import type { LoggingLevel, ServerContext } from '@modelcontextprotocol/server';
import { LOG_LEVEL_META_KEY } from '@modelcontextprotocol/server';
import type { Era } from './client-input.js';
import { secrets } from './lazy-modules.js';

type Level = 'debug' | 'info' | 'warn' | 'error';
const severity: Record<string, number> = {
  debug: 0,
  info: 1,
  notice: 2,
  warning: 3,
  error: 4,
  critical: 5,
  alert: 6,
  emergency: 7,
};
const mcpLevel = (l: Level): LoggingLevel => (l === 'warn' ? 'warning' : l);
const withoutStacks = (v: unknown) => JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === 'stack' ? undefined : x)));

/**
 * A logger for one request: records go to the server log as always and, as MCP log notifications, only to the
 * client that sent the request, at the level it asked for (2025: logging/setLevel, applied by the SDK; 2026: the
 * log level in the request's `_meta`, none asked = none sent). Stack traces never leave the server.
 */
export function requestLogger(base: Logger, ctx: ServerContext, era: Era, name: string): Logger {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const wanted = envelope?.[LOG_LEVEL_META_KEY] as string | undefined;
  if (era === 'modern' && (wanted === undefined || !(wanted in severity))) return base;
  const send = (level: Level, msg: string, fields: Record<string, unknown> | undefined) => {
    if (era === 'modern' && severity[mcpLevel(level)]! < severity[wanted!]!) return;
    // In order: every record waits for the same load of the redaction.
    void secrets()
      .then(({ redactForLog }) => {
        const data = withoutStacks(redactForLog({ msg, ...fields })) as Record<string, unknown>;
        return ctx.mcpReq.log(mcpLevel(level), data, name);
      })
      .catch(() => undefined);
  };
  return forwarding(base, send);
}

function forwarding(
  base: Logger,
  send: (level: Level, msg: string, fields: Record<string, unknown> | undefined) => void,
): Logger {
  const at =
    (level: Level) =>
    (msg: string, fields?: Record<string, unknown>): void => {
      base[level](msg, fields);
      send(level, msg, fields);
    };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (bound) => forwarding(base.child(bound), (l, m, f) => send(l, m, { ...bound, ...f })),
  };
}
