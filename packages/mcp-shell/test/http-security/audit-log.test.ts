import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAuditLog, hashArgs } from '../../src/http-security/audit-log.js';

describe('audit log', () => {
  it('appends one JSON line per entry with hashed arguments and redacted text, and rotates by size', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-'));
    const file = join(dir, 'audit.log');
    const log = createAuditLog({ file, maxBytes: 600, keep: 2 });
    const secret = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    for (let i = 0; i < 6; i++)
      log.record({
        client: 'ci-bot',
        method: 'tools/call',
        target: 'echo',
        args: { text: secret, i },
        outcome: i ? 'ok' : secret,
        durationMs: 1.23456,
        responseBytes: 10,
      });
    log.close();
    expect(readdirSync(dir).sort()).toEqual(['audit.log', 'audit.log.1', 'audit.log.2']);
    const lines = ['audit.log.2', 'audit.log.1', 'audit.log'].flatMap((f) =>
      readFileSync(join(dir, f), 'utf8').trim().split('\n'),
    );
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const last = JSON.parse(lines.at(-1)!);
    expect(last).toMatchObject({
      client: 'ci-bot',
      method: 'tools/call',
      target: 'echo',
      outcome: 'ok',
      durationMs: 1.235,
      responseBytes: 10,
    });
    expect(last.argsSha256).toBe(hashArgs({ text: secret, i: 5 }));
    for (const l of lines) expect(l).not.toContain(secret);
  });
});
