import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRepo } from '../../../packages/core-engine/test/indexing/support/git-repo.js';
import { tempDataDir } from './support/connect.js';
import { startFakeDocs } from './support/fake-docs.js';
import { startFakeGithub } from './support/fake-github.js';

// Issue 15 rows #2, #3, #10 and #11 against midnight-mcp over real stdio (run from src with tsx).
const app = fileURLToPath(new URL('..', import.meta.url));
const base = mkdtempSync(join(tmpdir(), 'mn-wall-'));
const root = join(base, 'root');
const outside = join(base, 'outside');
mkdirSync(root);
mkdirSync(outside);
let docs: Awaited<ReturnType<typeof startFakeDocs>>;
let github: Awaited<ReturnType<typeof startFakeGithub>>;
let conn: Awaited<ReturnType<typeof connectStdio>>;
let otherHits = 0;
const other = createServer((_req, res) => {
  otherHits++;
  res.end('<html><body><article>another host</article></body></html>');
});
let otherUrl = '';

beforeAll(async () => {
  docs = await startFakeDocs();
  github = await startFakeGithub();
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  conn = await connectStdio({
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: app,
    env: {
      MIDNIGHT_GITHUB_API_URL: github.url,
      MIDNIGHT_DOCS_URL: docs.url,
      OUTPUT_FORMAT: 'json',
      MIDNIGHT_DATA_DIR: tempDataDir(),
      SEXTANT_ROOTS: root,
    },
  });
});
afterAll(async () => {
  await conn?.close();
  await docs?.close();
  await github?.close();
  other.close();
  rmSync(base, { recursive: true, force: true });
});

const call = async (name: string, args: Record<string, unknown>) => {
  const res = await conn.client.callTool({ name, arguments: args });
  return {
    res,
    data: res.structuredContent as Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    text: (res.content as { text: string }[])[0]!.text,
  };
};

describe('issue 15: midnight-mcp over stdio', () => {
  it('#10 a docs redirect to another host is refused; one on the docs site is followed', async () => {
    const away = await call('midnight-fetch-docs', { path: `/redirect?to=${encodeURIComponent(`${otherUrl}/page`)}` });
    expect(away.res.isError).toBe(true);
    expect(away.text).toMatch(/FORBIDDEN/);
    expect(otherHits).toBe(0);
    const here = await call('midnight-fetch-docs', { path: '/redirect?to=/develop/tutorial' });
    expect(here.data.markdown).toContain('Build your first DApp');
  });

  it('#11 the prompt-injection dodges are flagged and invisible characters removed', async () => {
    const { data } = await call('midnight-fetch-docs', { path: '/inject' });
    expect(data.injectionWarning.findings.length).toBeGreaterThanOrEqual(4);
    expect(data.invisibleCharsRemoved).toBeGreaterThan(0);
    expect(data.markdown).not.toMatch(/\u200b/);
  });

  it('#2 and #3 a local clone with a hostile git config and an outside symlink', async () => {
    const repo = makeRepo({ 'src/counter.compact': 'export circuit inc(): [] {}\n' }, root);
    repo.git('config', 'core.fsmonitor', `touch ${join(outside, 'fsmonitor.ran')}`);
    writeFileSync(join(outside, 'private.compact'), 'export circuit outsideOnlyMarker(): [] {}\n');
    symlinkSync(join(outside, 'private.compact'), join(repo.root, 'src/linked.compact'));
    repo.write('src/counter.compact', 'export circuit inc(): [] { }\n');
    const { res } = await call('midnight-index', { local: { repo: 'local/hostile', path: repo.root } });
    expect(res.isError).toBeFalsy();
    expect(existsSync(join(outside, 'fsmonitor.ran'))).toBe(false);
    const hits = await call('midnight-search-compact', { query: 'outsideOnlyMarker', repo: 'local/hostile' });
    expect(JSON.stringify(hits.data)).not.toContain('outsideOnlyMarker');

    // A plain folder (not a git root) is walked by the wall too.
    const folder = join(root, 'plain');
    mkdirSync(folder);
    writeFileSync(join(folder, 'a.compact'), 'export circuit plainInside(): [] {}\n');
    symlinkSync(join(outside, 'private.compact'), join(folder, 'b.compact'));
    symlinkSync(outside, join(folder, 'linkdir'));
    await call('midnight-index', { local: { repo: 'local/plain', path: folder } });
    const plain = await call('midnight-search-compact', { query: 'outsideOnlyMarker', repo: 'local/plain' });
    expect(JSON.stringify(plain.data)).not.toContain('outsideOnlyMarker');
  });

  it('reads a contract path behind the wall: a link to a file outside the roots is refused, a file inside is read', async () => {
    writeFileSync(join(outside, 'secret.compact'), 'export circuit outsideSecretMarker(): [] {}\n');
    symlinkSync(join(outside, 'secret.compact'), join(root, 'linked-secret.compact'));
    writeFileSync(join(root, 'own.compact'), 'export circuit ownCircuit(): [] {}\n');
    const linked = await call('midnight-extract-contract-structure', { path: join(root, 'linked-secret.compact') });
    expect(linked.res.isError).toBe(true);
    expect(linked.text).toMatch(/FORBIDDEN/);
    expect(linked.text).not.toContain('outsideSecretMarker');
    const own = await call('midnight-extract-contract-structure', { path: join(root, 'own.compact') });
    expect(own.res.isError).toBeFalsy();
    expect(own.text).toContain('ownCircuit');
  });
});
