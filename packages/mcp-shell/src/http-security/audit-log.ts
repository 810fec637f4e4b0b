import { createHash } from 'node:crypto';
import { closeSync, existsSync, fstatSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { redactSecrets } from '@sextant/security/secrets';

/** One audited request: a call that reached a tool, resource or prompt, or a request refused at the door. */
interface AuditEntry {
  /** Key id or token subject; never the secret. `anonymous` when no authentication is configured. */
  client: string;
  session?: string;
  /** JSON-RPC method (`tools/call`, `resources/read`, `prompts/get`) or `http` for a refused request. */
  method: string;
  /** Tool or prompt name, or resource URI. */
  target?: string;
  /** The arguments, hashed (SHA-256 of their JSON); the arguments themselves are never logged. */
  args?: unknown;
  /** `ok`, an error code (FORBIDDEN, INVALID_INPUT…), or the HTTP status of a refusal (401, 403, 429…). */
  outcome: string;
  durationMs: number;
  responseBytes?: number;
}

export interface AuditLogOptions {
  /** SEXTANT_AUDIT_LOG; unset writes to stderr. */
  file?: string;
  /** Rotate when the file passes this size. @default 10 MiB */
  maxBytes?: number;
  /** Rotated files kept (file.1 … file.N). @default 5 */
  keep?: number;
  /** Where lines go without a file. @default process.stderr */
  write?: (line: string) => void;
}

export interface AuditLog {
  record(entry: AuditEntry): void;
  close(): void;
}

/** SHA-256 of a JSON value, hex. */
export const hashArgs = (args: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(args ?? null))
    .digest('hex');

const clean = (s: string | undefined) => (s === undefined ? undefined : redactSecrets(s).text);

/** Appends one JSON line per entry, with size-based rotation; secrets in the free-text fields are redacted. */
export function createAuditLog(opts: AuditLogOptions = {}): AuditLog {
  const maxBytes = opts.maxBytes ?? 10 * 1024 * 1024;
  const keep = opts.keep ?? 5;
  const file = opts.file;
  let fd = file ? openSync(file, 'a', 0o600) : -1;
  let size = file ? fstatSync(fd).size : 0;

  const rotate = () => {
    closeSync(fd);
    const name = (i: number) => `${file}.${i}`;
    if (existsSync(name(keep))) unlinkSync(name(keep));
    for (let i = keep - 1; i >= 1; i--) if (existsSync(name(i))) renameSync(name(i), name(i + 1));
    renameSync(file!, name(1));
    fd = openSync(file!, 'a', 0o600);
    size = 0;
  };
  const write = opts.write ?? ((line: string) => void process.stderr.write(line));

  return {
    record(e) {
      const line = `${JSON.stringify({
        time: new Date().toISOString(),
        audit: true,
        client: clean(e.client),
        session: e.session,
        method: e.method,
        target: clean(e.target),
        argsSha256: e.args === undefined ? undefined : hashArgs(e.args),
        outcome: clean(e.outcome),
        durationMs: Math.round(e.durationMs * 1000) / 1000,
        responseBytes: e.responseBytes,
      })}\n`;
      if (!file) return write(line);
      const bytes = Buffer.from(line, 'utf8');
      if (size > 0 && size + bytes.length > maxBytes) rotate();
      writeSync(fd, bytes);
      size += bytes.length;
    },
    close() {
      if (fd >= 0) closeSync(fd);
      fd = -1;
    },
  };
}
