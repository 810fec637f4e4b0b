import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { AppError } from '../errors.js';

const run = promisify(execFile);

/** Runs git in `cwd` and returns stdout; failures become AppErrors that say what to check. */
export async function git(cwd: string, args: string[], opts: { maxBuffer?: number } = {}): Promise<string> {
  try {
    const { stdout } = await run('git', args, {
      cwd,
      maxBuffer: opts.maxBuffer ?? 512 * 1024 * 1024,
      encoding: 'utf8',
    });
    return stdout;
  } catch (cause) {
    const stderr = String((cause as { stderr?: string }).stderr ?? '').trim();
    if ((cause as { code?: string }).code === 'ENOENT' && !stderr) {
      throw new AppError('INTERNAL', 'git is not installed or not on PATH.', { hint: 'Install git.', cause });
    }
    if (/not a git repository/i.test(stderr)) {
      throw new AppError('NOT_A_REPO', `${cwd} is not a git repository.`, {
        hint: 'Pass the root (or any folder) of a git working tree; run `git init` first for a plain folder.',
        cause,
      });
    }
    if (/unknown revision|bad revision|not a valid object|invalid object name|needed a single revision/i.test(stderr)) {
      throw new AppError('NOT_FOUND', `Unknown revision: ${stderr.split('\n')[0]}`, {
        hint: 'Pass a commit, branch or tag that exists in this repository.',
        cause,
      });
    }
    throw new AppError('INTERNAL', `git ${args[0]} failed: ${stderr || (cause as Error).message}`, { cause });
  }
}

/** Reads blobs by id through one `git cat-file --batch` process. */
export async function readBlobs(cwd: string, ids: readonly string[]): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  if (ids.length === 0) return out;
  const child = spawn('git', ['cat-file', '--batch'], { cwd, stdio: ['pipe', 'pipe', 'inherit'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => chunks.push(d));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new AppError('INTERNAL', `git cat-file exited ${code}`)),
    );
  });
  child.stdin.end(ids.join('\n') + '\n');
  await done;
  const buf = Buffer.concat(chunks);
  let pos = 0;
  while (pos < buf.length) {
    const nl = buf.indexOf(10, pos);
    const [id, , size] = buf.subarray(pos, nl).toString('utf8').split(' ');
    const len = Number(size);
    out.set(id!, buf.subarray(nl + 1, nl + 1 + len));
    pos = nl + 1 + len + 1;
  }
  return out;
}

/** The top folder of the git work tree holding `path`; NOT_A_REPO otherwise. */
export async function findRepoRoot(path: string): Promise<string> {
  return (await git(path, ['rev-parse', '--show-toplevel'])).trim();
}
