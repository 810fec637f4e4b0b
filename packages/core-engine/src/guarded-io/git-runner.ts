import { execFile, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { getPriority, setPriority } from 'node:os';
import type { ChildProcessWithoutNullStreams, SpawnOptions } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Settings every git call carries: a repository is untrusted input, so nothing in its config may run a
 * command (fsmonitor, hooks, ssh, a transport helper). Command-line `-c` values win over every config
 * file, including files a repository pulls in through `include.path`.
 */
export const HARDENED_GIT_CONFIG = [
  'core.fsmonitor=false',
  'core.hooksPath=/dev/null',
  'protocol.allow=never',
  'core.sshCommand=false',
] as const;

// Inherited variables that would redirect git to another repository, config or helper.
const DROPPED_ENV =
  /^GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|COMMON_DIR|NAMESPACE|CEILING_DIRECTORIES|CONFIG.*|EXEC_PATH|SSH.*|ASKPASS|PROXY_COMMAND|EXTERNAL_DIFF|PAGER|EDITOR|TRACE.*)$/;

/** The environment of a git child: no system or user config, no prompts. */
export function hardenedGitEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(base)) if (!DROPPED_ENV.test(k)) env[k] = v;
  return {
    ...env,
    GIT_CONFIG_NOSYSTEM: '1',
    // An empty global config: the user's ~/.gitconfig (and whatever it includes) is not read.
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    // No optional index refresh (`git status` would take .git/index.lock and fail the user's own git commands).
    GIT_OPTIONAL_LOCKS: '0',
    GIT_PROTOCOL_FROM_USER: '0',
    LC_ALL: 'C',
  };
}

/** `git` arguments with the hardened settings in front (and any per-repository overrides after them). */
const hardenedArgs = (args: readonly string[], extra: readonly string[] = []) => [
  ...[...HARDENED_GIT_CONFIG, ...extra].flatMap((c) => ['-c', c]),
  ...args,
];

// Commands that may run a repository's filter drivers (clean/smudge/process) while comparing content.
const FILTERING = new Set(['status', 'diff', 'add', 'checkout', 'stash', 'reset', 'restore']);

// git's own options that take the next argument as their value (`-c name=value`, `-C dir`).
const WITH_VALUE = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix']);

/**
 * The git command `args` run (`status` of `-c a=b status`): the first argument past git's own options. What
 * the filter check and error messages go by, so an option in front cannot hide a command that runs filters.
 */
export function subcommandOf(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('-')) return a;
    if (WITH_VALUE.has(a)) i++;
  }
  return '';
}

/**
 * Filter drivers a repository's config declares (its own file and what it includes), each emptied with
 * `-c` so that `.gitattributes` cannot make `git status` run them. Kept per folder while the repository's
 * config files are the same (size, times, inode): with no system or global config, they are all git reads,
 * unless one includes another (then git is asked every time).
 */
async function filterOverrides(cwd: string): Promise<string[]> {
  const key = await configKey(cwd);
  const kept = overridesByCwd.get(cwd);
  if (key && kept?.key === key) return kept.overrides;
  const { stdout } = await run(
    'git',
    hardenedArgs(['config', '--includes', '--name-only', '--get-regexp', '^filter\\..*\\.(clean|smudge|process)$']),
    { cwd, env: hardenedGitEnv(), encoding: 'utf8' },
  ).catch(() => ({ stdout: '' }));
  const names = new Set(stdout.split('\n').flatMap((l) => (l ? [l.replace(/\.(clean|smudge|process)$/i, '')] : [])));
  const overrides = [...names].flatMap((n) => [`${n}.clean=`, `${n}.smudge=`, `${n}.process=`, `${n}.required=false`]);
  // The key was read before git read the files: a config written meanwhile has another key next time.
  if (key) overridesByCwd.set(cwd, { key, overrides });
  return overrides;
}

const overridesByCwd = new Map<string, { key: string; overrides: string[] }>();
const configPaths = new Map<string, Promise<string[]>>();

// The repository's config files as they are now (size, times, inode; `-` for one absent), or undefined
// when one includes other files (or the paths cannot be told).
async function configKey(cwd: string): Promise<string | undefined> {
  let paths = configPaths.get(cwd);
  if (!paths) {
    paths = run('git', hardenedArgs(['rev-parse', '--git-path', 'config', '--git-path', 'config.worktree']), {
      cwd,
      env: hardenedGitEnv(),
      encoding: 'utf8',
    }).then(({ stdout }) => stdout.split('\n').flatMap((l) => (l.trim() ? [resolve(cwd, l.trim())] : [])));
    paths.catch(() => configPaths.delete(cwd));
    configPaths.set(cwd, paths);
  }
  const files = await paths.catch(() => undefined);
  if (files?.length !== 2) return undefined;
  const parts: string[] = [];
  for (const file of files) {
    const st = await stat(file, { bigint: true }).catch(() => undefined);
    parts.push(st ? `${st.mtimeNs}:${st.ctimeNs}:${st.size}:${st.ino}` : '-');
  }
  const key = parts.join('|');
  if (overridesByCwd.get(cwd)?.key === key) return key;
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (/^\s*\[\s*include/im.test(text)) return undefined;
  }
  return key;
}

/** Runs git hardened and returns its stdout; the caller maps failures. */
export async function runGit(cwd: string, args: readonly string[], opts: { maxBuffer?: number } = {}): Promise<string> {
  const extra = FILTERING.has(subcommandOf(args)) ? await filterOverrides(cwd) : [];
  const { stdout } = await run('git', hardenedArgs(args, extra), {
    cwd,
    env: hardenedGitEnv(),
    maxBuffer: opts.maxBuffer ?? 512 * 1024 * 1024,
    encoding: 'utf8',
  });
  return stdout;
}

/** How `runGitToFile` runs git. */
export interface GitToFileOptions {
  /** Added to git's nice value (1-19). @default 0 */
  nice?: number;
  /** Aborting it ends git. */
  signal?: AbortSignal;
}

/**
 * Runs git hardened with its stdout going straight into the file `out` (created or truncated). git writes
 * at its own pace whatever this thread is doing: a pipe would stall it whenever a long synchronous stretch
 * (an indexing run's writes) keeps the event loop from draining it. Rejects like `execFile` (`code`,
 * `stderr`) when git fails. `nice` (1-19, added to git's) lowers its priority (a background read takes the cores' idle
 * time); `signal` ends git (the promise then rejects with an AbortError).
 */
export async function runGitToFile(
  cwd: string,
  args: readonly string[],
  out: string,
  opts: GitToFileOptions = {},
): Promise<void> {
  // Spawned before the first await (for a command without filters): git starts now, not when the loop is free.
  const extra = FILTERING.has(subcommandOf(args)) ? await filterOverrides(cwd) : [];
  const fd = openSync(out, 'w');
  try {
    const child = spawn('git', hardenedArgs(args, extra), {
      cwd,
      env: hardenedGitEnv(),
      stdio: ['ignore', fd, 'pipe'],
      signal: opts.signal,
    });
    if (opts.nice && child.pid !== undefined) {
      try {
        setPriority(child.pid, Math.min(19, getPriority(child.pid) + opts.nice));
      } catch {
        // not permitted here (or git already gone): it runs at the default priority
      }
    }
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-64 * 1024)));
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0
          ? resolve()
          : reject(Object.assign(new Error(`git ${subcommandOf(args)} exited ${code}`), { code, stderr })),
      );
    });
  } finally {
    closeSync(fd);
  }
}

/** Spawns a long-running hardened git process (for `cat-file --batch`). */
export function spawnGit(
  cwd: string,
  args: readonly string[],
  opts: Omit<SpawnOptions, 'cwd' | 'env'> = {},
): ChildProcessWithoutNullStreams {
  return spawn('git', hardenedArgs(args), {
    ...opts,
    cwd,
    env: hardenedGitEnv(),
  }) as ChildProcessWithoutNullStreams;
}
