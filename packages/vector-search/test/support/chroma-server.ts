import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

/**
 * Starts a real Chroma server (the `chroma` CLI of the chromadb package) on a free loopback port, on a
 * temp folder removed at `stop()`, or on `opts.path`, which is kept (benchmarks reuse what they built).
 */
export async function startChroma(opts: { path?: string } = {}): Promise<{ url: string; stop(): Promise<void> }> {
  const cli = fileURLToPath(new URL('../../node_modules/.bin/chroma', import.meta.url));
  const dir = opts.path ?? mkdtempSync(join(tmpdir(), 'chroma-'));
  const port = await freePort();
  const child = spawn(cli, ['run', '--path', dir, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`chroma exited (${child.exitCode}): ${output}`);
    const ok = await fetch(`${url}/api/v2/heartbeat`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i === 299) throw new Error(`chroma did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!opts.path) rmSync(dir, { recursive: true, force: true });
    },
  };
}
