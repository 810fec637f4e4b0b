// The five built servers as a client starts them, with the loopback services and fixtures their tours use
// (apps/*/tour.mjs): a fake GitHub, a fake Midnight node and indexer, the fixture contracts, and a git repository
// made from this repository's own files for repo-index-mcp.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** Short server names (what the clients put in tool names) and the app each one runs. */
export const APPS = {
  auditor: 'mcp-auditor',
  github: 'github-research-mcp',
  midnight: 'midnight-mcp',
  chain: 'midnight-chain-mcp',
  repoindex: 'repo-index-mcp',
};

const git = (cwd, ...args) =>
  execFileSync('git', ['-c', 'user.name=sextant', '-c', 'user.email=sextant@example.invalid', ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/**
 * A fresh git repository holding this repository's committed files under `paths` (all of them when empty), for
 * repo-index-mcp to index: a worktree's git dir may lie outside the allowed roots, and a copy is stable. It lives
 * under node_modules/.cache, inside the working directory the clients announce as their root.
 */
function snapshotRepository(paths = []) {
  const cache = join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'sextant-clients-repo-'));
  const tar = execFileSync('git', ['archive', '--format=tar', 'HEAD', ...paths], {
    cwd: repoRoot,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'snapshot');
  return dir;
}

/** The tour's loopback GitHub, kept by the harness so a run can start on a fresh rate-limit window. */
async function startGitHub() {
  const { startFakeGitHub } = await import('@sextant/github-source/testing');
  const gh = await startFakeGitHub();
  const env = {
    GITHUB_API_URL: gh.url,
    GITHUB_TOKEN: 'tour-token',
    GITHUB_USE_GH_CLI: 'false',
    GITHUB_SEARCH_MIN_TIME_MS: '0',
  };
  return { gh, setup: { env, cleanup: () => gh.close() } };
}

const tourOf = async (app) => (await import(pathToFileURL(join(repoRoot, 'apps', app, 'tour.mjs')).href)).default;

/**
 * Starts the loopback services of every app (each tour's setup; the GitHub one here, so a run can reset it) and
 * returns how to start each server (`node apps/<app>/dist/main.js` over stdio, the default environment otherwise),
 * each tour's setup (for its steps), the snapshot repository and a cleanup. `repository`: the paths of this
 * repository to snapshot for repo-index-mcp (empty: everything).
 */
export async function startApps({ repository = [] } = {}) {
  const setups = {};
  const cleanups = [];
  let github;
  try {
    for (const [server, app] of Object.entries(APPS)) {
      const tour = await tourOf(app);
      if (server === 'github') github = await startGitHub();
      const setup = server === 'github' ? github.setup : ((await tour.setup?.({ root: repoRoot })) ?? {});
      if (setup.cleanup) cleanups.push(setup.cleanup);
      setups[server] = { tour, setup };
    }
    const repo = snapshotRepository(repository);
    cleanups.push(() => rmSync(repo, { recursive: true, force: true }));
    const servers = Object.fromEntries(
      Object.entries(APPS).map(([server, app]) => [
        server,
        {
          command: process.execPath,
          args: [join(repoRoot, 'apps', app, 'dist', 'main.js')],
          env: {
            LOG_LEVEL: 'warn',
            SEXTANT_ROOTS: repoRoot,
            ...setups[server].setup.env,
          },
        },
      ]),
    );
    return {
      servers,
      setups,
      repo,
      /** Starts a new rate-limit window on the loopback GitHub (its code search allows 10 calls a window). */
      resetGitHub: () => github.gh.reset(),
      cleanup: async () => {
        for (const c of cleanups.reverse()) await c();
      },
    };
  } catch (err) {
    for (const c of cleanups.reverse()) await c();
    throw err;
  }
}

/** The successful steps of an app's tour as calls (repo-index-mcp's point at the snapshot repository). */
export function tourCalls(apps, server) {
  const { tour, setup } = apps.setups[server];
  const root = server === 'repoindex' ? apps.repo : repoRoot;
  return tour
    .steps({ ...setup, root })
    .filter((s) => !s.expectError)
    .map((s) => ({ server, tool: s.tool, args: s.args }));
}
