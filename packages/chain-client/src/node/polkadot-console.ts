import type { Logger } from '@sextant/core-engine';

// @polkadot/util's logger writes `console.error(<date>, '          API-WS:', 'disconnected from …')`: plain text on
// stderr, between the JSON log lines of an MCP server. The only hook it offers is the console, so those calls (and
// only those: a date string, then a right-aligned `ORIGIN:` tag) are routed to the client's logger instead.
const ORIGIN = /^\s*([A-Z0-9/-]+):$/;
const METHODS = ['error', 'warn', 'log'] as const;
const LEVEL = { error: 'warn', warn: 'warn', log: 'debug' } as const;
const loggers: Logger[] = [];
let installed = false;

/** Routes @polkadot's console lines to `log` while the returned release has not been called. */
export function routePolkadotConsole(log: Logger): () => void {
  loggers.push(log);
  if (!installed) {
    installed = true;
    for (const method of METHODS) {
      // eslint-disable-next-line no-console -- the console is the only hook @polkadot/util's logger has
      const original = console[method].bind(console);
      // eslint-disable-next-line no-console -- see above
      console[method] = (...args: unknown[]) => {
        const origin = typeof args[1] === 'string' ? ORIGIN.exec(args[1])?.[1] : undefined;
        const target = loggers.at(-1);
        if (!origin || !target || typeof args[0] !== 'string') return original(...args);
        target[LEVEL[method]](args.slice(2).map(String).join(' '), { origin });
      };
    }
  }
  return () => {
    const i = loggers.lastIndexOf(log);
    if (i >= 0) loggers.splice(i, 1);
  };
}
