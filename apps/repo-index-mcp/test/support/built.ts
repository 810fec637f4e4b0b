import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Path of the built server; builds it and its workspace deps first when the test runs without `pnpm build`. */
export function builtServer(): string {
  const entry = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
  if (!existsSync(entry)) {
    const root = fileURLToPath(new URL('../../../..', import.meta.url));
    execFileSync('npx', ['-y', 'pnpm@10.34.8', '--filter', 'repo-index-mcp...', 'run', 'build'], {
      cwd: root,
      stdio: 'ignore',
    });
  }
  return entry;
}
