import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { builtExample } from '../support/built.js';
import { startExample } from './support/example.js';

const run = (args: string[], env: Record<string, string> = {}) =>
  new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [builtExample(), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('exit', (code) => resolve({ code, stderr }));
  });

describe('start-up on a non-loopback address', () => {
  it('refuses to serve 0.0.0.0 with no authentication, saying how to configure it', async () => {
    const { code, stderr } = await run(['--http', '--host', '0.0.0.0', '--port', '0']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/Refusing to serve 0\.0\.0\.0/);
    expect(stderr).toMatch(/SEXTANT_API_KEYS_FILE/);
    expect(stderr).toMatch(/--allow-unauthenticated/);
  });

  it('refuses to start with a keys file that holds a raw key', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'bad-keys-')), 'keys.yaml');
    writeFileSync(file, 'clients:\n  - id: a\n    sha256: sxt_raw\n');
    const { code, stderr } = await run(['--http', '--port', '0'], { SEXTANT_API_KEYS_FILE: file });
    expect(code).toBe(2);
    expect(stderr).toMatch(/sha256/);
  });

  it('starts with --allow-unauthenticated and warns', async () => {
    const server = await startExample({}, ['--host', '0.0.0.0', '--allow-unauthenticated']);
    expect(server.stderr()).toMatch(/WARNING: Serving 0\.0\.0\.0 with no authentication/);
    const res = await fetch(server.url.replace('0.0.0.0', '127.0.0.1').replace('/mcp', '/health'));
    expect(res.status).toBe(200);
    await server.stop();
  });

  it('keys new prints a key and the line to paste', async () => {
    const out = await new Promise<string>((resolve) => {
      const child = spawn(process.execPath, [builtExample(), 'keys', 'new', '--id', 'ci-bot', '--tools', 'echo']);
      let s = '';
      child.stdout.on('data', (d: Buffer) => (s += d.toString()));
      child.once('exit', () => resolve(s));
    });
    expect(out).toMatch(/^\s+sxt_[\w-]{43}$/m);
    expect(out).toMatch(/- \{"id":"ci-bot","sha256":"[0-9a-f]{64}","tools":\["echo"\]\}/);
  });
});
