import type { Logger } from '@sextant/core-engine';
import { redactForLog } from '@sextant/security/secrets';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Where log records go besides stderr (MCP logging notifications). */
type LogSink = (level: Exclude<LogLevel, 'silent'>, record: Record<string, unknown>) => void;

export interface LoggerOptions {
  name: string;
  /** @default 'info' */
  level?: LogLevel;
  /** @default process.stderr */
  write?: (line: string) => void;
  sinks?: Set<LogSink>;
}

/** Parses LOG_LEVEL; unknown values fall back to info. */
export const parseLogLevel = (v: string | undefined): LogLevel =>
  v && v.toLowerCase() in order ? (v.toLowerCase() as LogLevel) : 'info';

/** JSON-lines logger on stderr (stdout belongs to the MCP stdio transport); every record is redacted. */
export function createLogger(opts: LoggerOptions, bound: Record<string, unknown> = {}): Logger {
  const min = order[opts.level ?? 'info'];
  const write = opts.write ?? ((line: string) => process.stderr.write(line));
  const emit = (level: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (order[level] < min) return;
    const record = redactForLog({
      time: new Date().toISOString(),
      level,
      name: opts.name,
      msg,
      ...bound,
      ...fields,
    }) as Record<string, unknown>;
    write(`${JSON.stringify(record)}\n`);
    for (const sink of opts.sinks ?? []) sink(level, record);
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => createLogger(opts, { ...bound, ...fields }),
  };
}
