import { spawn } from 'node:child_process';
import { testServerEnv } from './test-env.js';

/** A built server started with `--http --port 0` on loopback. */
export interface HttpServerProcess {
  url: string;
  pid: number;
  stderr(): string;
  stop(): Promise<void>;
}

/**
 * Starts `command args --http --port 0` and resolves with its endpoint once it listens; in the structured mode unless
 * `env` sets SEXTANT_STRUCTURED_CONTENT.
 */
export function startHttpServer(opts: {
  command: string;
  args?: string[];
  env?: Record<string, string>;
  cwd?: string;
}): Promise<HttpServerProcess> {
  const child = spawn(opts.command, [...(opts.args ?? []), '--http', '--port', '0'], {
    cwd: opts.cwd,
    env: testServerEnv(opts.env),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(err);
      if (m)
        resolve({
          url: m[1]!,
          pid: child.pid!,
          stderr: () => err,
          stop: async () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
}
