import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Path of the built example server; builds the shell and its deps first when a test runs without `pnpm build`. */
export function builtExample(): string {
  const entry = fileURLToPath(new URL('../../example/dist/main.js', import.meta.url));
  if (!existsSync(entry)) {
    const root = fileURLToPath(new URL('../../../..', import.meta.url));
    execFileSync(
      'npx',
      ['--no-install', 'turbo', 'run', 'build', '--filter=@sextant/mcp-shell...', '--output-logs=errors-only'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
      },
    );
  }
  return entry;
}
