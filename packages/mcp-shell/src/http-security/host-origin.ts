import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import {
  localhostAllowedHostnames,
  localhostAllowedOrigins,
  validateHostHeader,
  validateOriginHeader,
} from '@modelcontextprotocol/server';

/** What the Host/Origin check allows. */
export interface HostOriginOptions {
  /** The port the server is bound to: loopback names are allowed on this port only. */
  port: number;
  /** The address given with --host; a non-loopback one is added to the allowed hosts. */
  host?: string;
  /** SEXTANT_ALLOWED_HOSTS entries: `name` (any port) or `name:port`. */
  extraHosts?: readonly string[];
  /** SEXTANT_ALLOWED_ORIGINS entries: full origins (`https://app.example.com`) or `*`. */
  extraOrigins?: readonly string[];
}

export type HostOriginVerdict = { ok: true } | { ok: false; header: 'Host' | 'Origin'; message: string };

const LOOPBACK = new Set(localhostAllowedHostnames());
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** True for loopback names and addresses (localhost, 127.0.0.0/8, ::1). */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || (isIP(h) === 4 && h.startsWith('127.'));
}

/** `host[:port]` or `[v6][:port]` → hostname as URL spells it (v6 in brackets) and the port, when given. */
function split(entry: string): { hostname: string; port?: number } | undefined {
  const raw = entry.trim().toLowerCase();
  if (!raw) return undefined;
  const bare = isIP(raw) === 6 ? `[${raw}]` : raw;
  try {
    const url = new URL(`http://${bare}`);
    return { hostname: url.hostname, ...(url.port ? { port: Number(url.port) } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * DNS-rebinding protection: the SDK's port-agnostic validators check the hostname, and this adds the port,
 * so `localhost:other-port` and `localhost.attacker.example` are both refused.
 */
export function createHostOriginCheck(opts: HostOriginOptions): (req: IncomingMessage) => HostOriginVerdict {
  const hostPorts = new Map<string, Set<number | '*'>>();
  const allowHost = (hostname: string, port: number | '*') => {
    const set = hostPorts.get(hostname) ?? new Set();
    set.add(port);
    hostPorts.set(hostname, set);
  };
  for (const name of LOOPBACK) allowHost(name, opts.port);
  if (opts.host && !isLoopback(opts.host) && !WILDCARDS.has(opts.host)) {
    const h = split(opts.host);
    if (h) allowHost(h.hostname, opts.port);
  }
  for (const entry of opts.extraHosts ?? []) {
    const h = split(entry);
    if (h) allowHost(h.hostname, h.port ?? '*');
  }
  const hostnames = [...hostPorts.keys()];

  const origins = new Set<string>();
  let anyOrigin = false;
  for (const name of localhostAllowedOrigins().filter((o) => LOOPBACK.has(o)))
    for (const scheme of ['http', 'https']) origins.add(`${scheme}://${name}:${opts.port}`);
  for (const entry of opts.extraOrigins ?? []) {
    if (entry.trim() === '*') anyOrigin = true;
    else {
      try {
        origins.add(new URL(entry.trim()).origin);
      } catch {
        // An unparsable entry allows nothing.
      }
    }
  }
  const originHostnames = [...new Set([...origins].map((o) => new URL(o).hostname))];

  return (req) => {
    const hostHeader = req.headers.host;
    const host = validateHostHeader(hostHeader, hostnames);
    if (!host.ok) return { ok: false, header: 'Host', message: `Host header refused: ${host.message}` };
    const port = split(hostHeader!)?.port ?? 80;
    const ports = hostPorts.get(host.hostname)!;
    if (!ports.has('*') && !ports.has(port))
      return { ok: false, header: 'Host', message: `Host header refused: port ${port} is not this server's` };

    const originHeader = req.headers.origin;
    if (originHeader === undefined || anyOrigin) return { ok: true };
    const origin = validateOriginHeader(originHeader, originHostnames);
    if (!origin.ok) return { ok: false, header: 'Origin', message: `Origin header refused: ${origin.message}` };
    let normalized: string;
    try {
      normalized = new URL(originHeader).origin;
    } catch {
      normalized = '';
    }
    if (!origins.has(normalized))
      return { ok: false, header: 'Origin', message: `Origin header refused: ${originHeader}` };
    return { ok: true };
  };
}
