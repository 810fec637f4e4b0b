import type { Logger } from '@sextant/core-engine';
import { secrets } from './lazy-modules.js';

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

type Redact = (value: unknown) => unknown;

// The redaction (and its secret rules) loads with the first record written, not at start: a server usually writes
// none before its first tools/list answer. Records wait in order until it has loaded; then they are written at once.
let redact: Redact | undefined;
let waiting = 0;
let written: Promise<void> = Promise.resolve();

/** Resolves when every record logged so far is written (before a process exits). */
export const logWritten = (): Promise<void> => written;

/** JSON-lines logger on stderr (stdout belongs to the MCP stdio transport); every record is redacted. */
export function createLogger(opts: LoggerOptions, bound: Record<string, unknown> = {}): Logger {
  const min = order[opts.level ?? 'info'];
  const write = opts.write ?? ((line: string) => process.stderr.write(line));
  const emit = (level: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (order[level] < min) return;
    const raw = { time: new Date().toISOString(), level, name: opts.name, msg, ...bound, ...fields };
    const out = (r: Redact) => {
      const record = r(raw) as Record<string, unknown>;
      write(`${JSON.stringify(record)}\n`);
      for (const sink of opts.sinks ?? []) sink(level, record);
    };
    if (redact && waiting === 0) return out(redact);
    waiting++;
    written = written
      .then(() =>
        secrets().then(
          (m) => out((redact = m.redactForLog)),
          // Nothing unredacted is written: the record is dropped, and says so.
          () =>
            write(`${JSON.stringify({ level: 'error', name: opts.name, msg: 'log record dropped: no redaction' })}\n`),
        ),
      )
      .catch(() => undefined) // A failed write must not hold back the records after it.
      .finally(() => void waiting--);
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => createLogger(opts, { ...bound, ...fields }),
  };
}
