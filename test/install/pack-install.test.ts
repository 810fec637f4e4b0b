// Installs Sextant as a user would: every package and app packed with pnpm (workspace: and catalog: ranges
// rewritten), the tarballs installed with plain npm into an empty project, each app started through its bin.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmInstall, packAll, scratchProject, workspacePackages } from '../../scripts/pack-install.mjs';

type Pkg = { name: string; dir: string; isApp: boolean; bins: string[]; manifest: Record<string, unknown> };

const run = promisify(execFile);
const pkgs = workspacePackages() as Pkg[];
const apps = pkgs.filter((p) => p.isApp);
/** Test-only packages and optional peers that no runtime install may pull in. */
const testOnly = ['vitest', 'graphql-yoga', 'chromadb', 'tsx'];

/** Runs an ES module in the scratch project (so it resolves the installed packages) and returns its output. */
async function runIn(dir: string, code: string): Promise<{ ok: boolean; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--input-type=module', '-e', code], { cwd: dir });
    return { ok: true, out: stdout + stderr };
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return { ok: false, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

const entryOf = (p: Pkg) =>
  String(p.manifest.main ?? Object.values(p.manifest.bin as Record<string, string>)[0]).replace(/^\.\//, '');

let project = '';
let tarballs = new Map<string, string>();

beforeAll(async () => {
  project = scratchProject();
  tarballs = await packAll(join(project, 'tarballs'));
  await npmInstall(project, [...tarballs.values()]);
}, 20 * 60_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('packed tarballs', () => {
  it('carry LICENSE, README and dist, and only publishable version ranges', async () => {
    for (const p of pkgs) {
      const tgz = tarballs.get(p.name)!;
      const { stdout: list } = await run('tar', ['tzf', tgz]);
      expect(list.split('\n'), p.name).toEqual(
        expect.arrayContaining(['package/LICENSE', 'package/README.md', `package/${entryOf(p)}`]),
      );
      expect(list, p.name).not.toMatch(/^package\/(dist\/)?examples?\//m); // examples stay in the repository
      const { stdout: manifest } = await run('tar', ['xzf', tgz, '-O', 'package/package.json']);
      expect(manifest, p.name).not.toMatch(/"(workspace|catalog):/);
    }
  });

  it('publish every app as @sextant/<app> with its short bin name', () => {
    for (const app of apps) {
      expect(app.name).toBe(`@sextant/${app.dir.split('/').pop()}`);
      expect(existsSync(join(project, 'node_modules', '.bin', app.dir.split('/').pop()!)), app.name).toBe(true);
    }
  });

  it('install no test-only or optional dependency at run time', () => {
    const present = testOnly.filter((n) => existsSync(join(project, 'node_modules', n, 'package.json')));
    expect(present).toEqual([]);
    // @polkadot/api brings @polkadot/types-support itself; chain-client's fakes must not add it as their own.
    const declared = pkgs.flatMap((p) =>
      Object.keys((p.manifest.dependencies ?? {}) as object)
        .filter((d) => [...testOnly, '@polkadot/types-support'].includes(d))
        .map((d) => `${p.name} -> ${d}`),
    );
    expect(declared).toEqual([]);
  });
});

describe('optional peers', () => {
  it('VECTOR_STORE=chroma without chromadb installed fails naming the package', async () => {
    const res = await runIn(
      project,
      `import { createVectorStore } from '@sextant/vector-search';
       try { await createVectorStore('chroma', { url: 'http://127.0.0.1:9' }); console.log('opened'); }
       catch (e) { console.log(e.code, e.message, e.extra?.hint); }`,
    );
    expect(res.out).toMatch(/^NOT_FOUND .*chromadb.*npm install chromadb/);
  });

  it(
    'toon-output alone renders TOON, and its /tokens subpath names gpt-tokenizer when it is missing',
    async () => {
      const alone = scratchProject();
      try {
        await npmInstall(
          alone,
          ['@sextant/core-engine', '@sextant/toon-output'].map((n) => tarballs.get(n)!),
        );
        const rendered = await runIn(
          alone,
          `import { render } from '@sextant/toon-output'; console.log(render({ a: 1 }, 'toon'))`,
        );
        expect(rendered).toEqual({ ok: true, out: 'a: 1\n' });
        const tokens = await runIn(alone, `await import('@sextant/toon-output/tokens')`);
        expect(tokens.ok).toBe(false);
        expect(tokens.out).toContain('needs the gpt-tokenizer package');
      } finally {
        rmSync(alone, { recursive: true, force: true });
      }
    },
    5 * 60_000,
  );

  it(
    'mcp-shell and vector-search alone load without their optional peers, and name the missing one when used',
    async () => {
      const alone = scratchProject();
      const names = ['core-engine', 'security', 'toon-output', 'mcp-shell', 'vector-search'];
      try {
        await npmInstall(
          alone,
          names.map((n) => tarballs.get(`@sextant/${n}`)!),
        );
        for (const peer of [
          '@modelcontextprotocol/node',
          'hono',
          'jose',
          'yaml',
          'openai',
          '@sextant/language-adapters',
        ])
          expect(existsSync(join(alone, 'node_modules', peer, 'package.json')), peer).toBe(false);
        const http = await runIn(
          alone,
          `const { defineTool, serveHttp } = await import('@sextant/mcp-shell');
           console.log(typeof defineTool);
           try { await serveHttp(); } catch (e) { console.log(e.code, e.message, e.extra?.hint); }`,
        );
        expect(http.out).toMatch(
          /^function\nNOT_FOUND The HTTP transport needs @modelcontextprotocol\/node.*npm install @modelcontextprotocol\/node/,
        );
        const repo = await runIn(
          alone,
          `const { openRepoIndexAt, createEmbedder } = await import('@sextant/vector-search');
           try { await openRepoIndexAt(process.cwd(), { dataDir: 'data' }); } catch (e) { console.log(e.code, e.extra?.hint); }
           const emb = await createEmbedder('openai', { baseUrl: 'http://127.0.0.1:9/v1', model: 'm' });
           try { await emb.embed(['x']); } catch (e) { console.log(e.code, e.extra?.hint); }`,
        );
        expect(repo.out).toMatch(/^NOT_FOUND npm install @sextant\/language-adapters.*\nNOT_FOUND npm install openai/);
      } finally {
        rmSync(alone, { recursive: true, force: true });
      }
    },
    5 * 60_000,
  );
});

describe('installed apps', () => {
  it.each(apps.map((a) => [a.bins[0]!]))('%s starts through its bin and lists its tools over stdio', async (bin) => {
    const conn = await connectStdio({
      command: join(project, 'node_modules', '.bin', bin),
      cwd: project,
      env: { LOG_LEVEL: 'warn', SEXTANT_DATA_DIR: join(project, 'data'), SEXTANT_TOOL_CACHE: 'off' },
    });
    try {
      const { tools } = await conn.client.listTools();
      expect(tools.length, conn.stderr()).toBeGreaterThan(0);
      expect(tools.every((t) => typeof t.name === 'string' && t.inputSchema.type === 'object')).toBe(true);
    } finally {
      await conn.close();
    }
  });

  it('the installed server.json of each app names its npm package and version', () => {
    for (const app of apps) {
      const server = JSON.parse(readFileSync(join(app.dir, 'server.json'), 'utf8'));
      const installed = JSON.parse(
        readFileSync(join(project, 'node_modules', ...app.name.split('/'), 'package.json'), 'utf8'),
      );
      expect(server.name).toBe(installed.mcpName);
      expect(server.packages[0]).toMatchObject({
        registryType: 'npm',
        identifier: installed.name,
        version: installed.version,
        transport: { type: 'stdio' },
      });
    }
  });
});
