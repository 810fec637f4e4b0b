import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Kills `child` (an indexing server started with LOG_LEVEL=debug and its stderr piped) with SIGKILL once
 * its committed staging batches cover at least `files` files (0: at once), as its progress lines report:
 * the same points of progress on a fast or a slow machine. Resolves true when it was killed before it finished.
 */
export async function killWhenStaged(child: ChildProcess, files: number): Promise<boolean> {
  const exited = new Promise<boolean>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal === 'SIGKILL')),
  );
  if (files <= 0) child.kill('SIGKILL');
  const lines = createInterface({ input: child.stderr! });
  lines.on('line', (line) => {
    if (!line.includes('staging batch committed')) return;
    const staged = (JSON.parse(line) as { staged_files?: number }).staged_files ?? 0;
    if (staged >= files) child.kill('SIGKILL');
  });
  try {
    return await exited;
  } finally {
    lines.close();
  }
}
