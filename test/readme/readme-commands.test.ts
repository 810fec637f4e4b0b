// Runs the app commands each README shows, as written, with the bins on PATH the way an install puts them
// (a shim per bin runs the built dist/main.js). Remote services are loopback fakes; stdio servers get EOF at once.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeGitHub } from '@sextant/github-source/testing';
import { defaultFixtures, startFakeGitHub } from '@sextant/github-source/testing';
import { secretRules } from '@sextant/security';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, workspacePackages } from '../../scripts/pack-install.mjs';

type App = { dir: string; bins: string[] };
const apps = (workspacePackages() as (App & { isApp: boolean })[]).filter((p) => p.isApp);
const appOf = (bin: string) => apps.find((a) => a.bins.includes(bin))!;

/** Shell lines of the ```sh / ```bash blocks, continuation lines joined, trailing comments dropped. */
export function shellCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  return blocks
    .flatMap((b) => b.replace(/\\\n/g, ' ').split('\n'))
    .map((l) => l.replace(/\s+#\s.*$/, '').trim())
    .filter(Boolean);
}

/** The bin a command runs, after any leading VAR=value assignments. */
const binOf = (cmd: string) => cmd.split(/\s+/).find((w) => !/^[A-Z_][A-Z0-9_]*=/.test(w)) ?? '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

let work = '';
let shims = '';
let github: FakeGitHub;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'readme-commands-'));
  shims = join(work, 'bin');
  mkdirSync(shims);
  for (const app of apps)
    for (const bin of app.bins) {
      writeFileSync(
        join(shims, bin),
        `#!/bin/sh\nexec "${process.execPath}" "${join(app.dir, 'dist', 'main.js')}" "$@"\n`,
      );
      chmodSync(join(shims, bin), 0o755);
    }
  const [widgets] = defaultFixtures().repos;
  const readme = Array.from({ length: 30 }, (_, i) => `React line ${i + 1}`).join('\n');
  github = await startFakeGitHub({
    fixtures: { repos: [{ ...widgets!, owner: 'facebook', name: 'react', files: { 'README.md': readme } }] },
  });
  const repo = join(work, 'repo');
  mkdirSync(join(repo, 'src'), { recursive: true });
  writeFileSync(
    join(repo, 'src', 'paths.ts'),
    'export function checkPath(p: string) {\n  return !p.includes("..");\n}\n',
  );
  writeFileSync(
    join(repo, 'src', 'main.ts'),
    'import { checkPath } from "./paths";\nexport const ok = checkPath("a");\n',
  );
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'init');
  mkdirSync(join(work, 'chain', 'docs'), { recursive: true });
  writeFileSync(join(work, 'chain', 'docs', 'intro.md'), '# Midnight\n\nCompact contracts run on Midnight.\n');
});

afterAll(async () => {
  await github?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Where each app's README commands run, and the loopback services they talk to. */
function setting(bin: string): { cwd: string; env: Record<string, string> } {
  const base = { SEXTANT_DATA_DIR: join(work, 'data'), XDG_CACHE_HOME: join(work, 'cache'), LOG_LEVEL: 'warn' };
  const at = (cwd: string, env: Record<string, string> = {}) => ({ cwd, env: { ...base, SEXTANT_ROOTS: cwd, ...env } });
  if (bin === 'mcp-auditor') return at(join(repoRoot, 'fixtures'));
  if (bin === 'midnight-mcp')
    return at(
      join(appOf(bin).dir, 'test', 'fixtures', 'github', 'midnightntwrk-compact', 'compactc-v0.26.0', 'examples'),
    );
  if (bin === 'midnight-chain-mcp') return at(join(work, 'chain'), { MIDNIGHT_RETRY_DELAYS_MS: '10' });
  if (bin === 'github-research-mcp')
    return at(work, { GITHUB_API_URL: github.url, GITHUB_USE_GH_CLI: 'false', GITHUB_TOKEN: 'test-token' });
  if (bin === 'repo-index-mcp') return at(join(work, 'repo'));
  return at(work);
}

/** Runs one README line in bash; HTTP servers get a free port and are stopped once they listen. */
async function runLine(line: string, bin: string): Promise<{ code: number | null; out: string; err: string }> {
  const { cwd, env } = setting(bin);
  const http = / --http\b/.test(line);
  const cmd = http ? line.replace(/--port \d+/, `--port ${await freePort()}`) : line;
  const child = spawn('bash', ['-c', cmd], {
    cwd,
    env: { ...process.env, ...env, PATH: `${shims}:${process.env.PATH}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => {
    err += d;
    if (http && err.includes('listening on')) child.kill('SIGTERM');
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  return { code: http && err.includes('listening on') ? 0 : code, out, err };
}

/**
 * What a README line must exit with: 0, except a health check against no node, which reports `down` (3), and a
 * `--fail-on` gate over the fixtures, which hold findings (4).
 */
const expectedExit = (line: string) => (/midnight_rpc_system_health/.test(line) ? 3 : /--fail-on/.test(line) ? 4 : 0);

describe('README commands run as written', () => {
  for (const app of apps) {
    const readme = readFileSync(join(app.dir, 'README.md'), 'utf8');
    const lines = shellCommands(readme).filter((l) => app.bins.includes(binOf(l)));
    it(`${app.bins[0]}: its README has commands, and each one works`, { timeout: 240_000 }, async () => {
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const res = await runLine(line, binOf(line));
        expect({ line, code: res.code, err: res.code === expectedExit(line) ? '' : res.err }).toEqual({
          line,
          code: expectedExit(line),
          err: '',
        });
        if (/githubGetFileContent/.test(line)) expect(res.out).toContain('React line 1');
        if (/midnight-analyze-contract/.test(line)) expect(res.out).toMatch(/circuit|increment/i);
        if (/--format sarif/.test(line)) expect(JSON.parse(res.out)).toMatchObject({ version: '2.1.0' });
        if (/midnight_rpc_system_health/.test(line)) expect(res.out).toContain('down');
        if (/repo-index-mcp map/.test(line)) expect(res.out).toMatch(/^ {2}src\/paths\.ts/m);
        if (/repo-index-mcp search/.test(line)) expect(res.out).toContain('src/paths.ts');
      }
    });
  }
});

describe('README facts', () => {
  it('the root README counts the secret rules there are', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toContain(`(${secretRules().length} rules)`);
    expect(readFileSync(join(repoRoot, 'packages', 'security', 'README.md'), 'utf8')).toContain(
      `(${secretRules().length} rules)`,
    );
  });

  it('the root README keeps exactly two Quick start commands', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const quick = readme.slice(
      readme.indexOf('## Quick start'),
      readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1),
    );
    expect(shellCommands(quick)).toEqual([
      'npx -y pnpm@10.34.8 install && npx -y pnpm@10.34.8 start',
      'npx -y pnpm@10.34.8 install && npx -y pnpm@10.34.8 test',
    ]);
  });

  it('every table row of the root README has as many cells as its header', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const cells = (row: string) => row.replace(/\\\|/g, '').split('|').length;
    for (const table of readme.match(/(^\|.*\|\n)+/gm) ?? []) {
      const rows = table.trim().split('\n');
      for (const row of rows) expect({ row, cells: cells(row) }).toEqual({ row, cells: cells(rows[0]!) });
    }
  });
});
