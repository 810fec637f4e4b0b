import { describeFlags } from './cli-args.js';
import type { AnyTool } from './define.js';

/** What the help text names: the app. */
export interface HelpSubject {
  name: string;
  version: string;
  description?: string;
}

/** The --help text of an app: usage, each tool as a command with its flags, the environment, the exit codes. */
export function helpText(opts: HelpSubject, tools: readonly AnyTool[]): string {
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
