import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectStdio } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld } from './support/world.js';
import type { World } from './support/world.js';

// Issue 15 rows #5 and #6 against midnight-chain-mcp over real stdio, SEXTANT_ROOTS set to one folder.
const appDir = fileURLToPath(new URL('..', import.meta.url));
const base = mkdtempSync(join(tmpdir(), 'mc-wall-'));
const root = join(base, 'root');
const outside = join(base, 'outside');
mkdirSync(root);
mkdirSync(outside);
let world: World;
let conn: Awaited<ReturnType<typeof connectStdio>>;

beforeAll(async () => {
  world = await startWorld();
  conn = await connectStdio({
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: appDir,
    env: { ...world.env, SEXTANT_ROOTS: root, OUTPUT_FORMAT: 'json' },
  });
});
afterAll(async () => {
  await conn?.close();
  await world?.close();
  rmSync(base, { recursive: true, force: true });
});

const call = async (name: string, args: Record<string, unknown>) => {
  const res = await conn.client.callTool({ name, arguments: args });
  return { res, text: (res.content as { text: string }[])[0]!.text };
};

describe('issue 15: midnight-chain-mcp over stdio', () => {
  it('#5 the template writer never follows a dangling symlink (overwrite or not)', async () => {
    mkdirSync(join(root, 'out/counter'), { recursive: true });
    symlinkSync(join(outside, 'pwned.md'), join(root, 'out/counter/README.md'));
    const args = { template_id: 'compact-dapp', values: { contractName: 'Counter' }, output_dir: join(root, 'out') };
    const forced = await call('templating_render_template', { ...args, overwrite: true });
    expect(forced.res.isError).toBe(true);
    expect(forced.text).toMatch(/FORBIDDEN/);
    const plain = await call('templating_render_template', args);
    expect(plain.res.isError).toBe(true);
    expect(plain.text).toMatch(/FILE_EXISTS/);
    expect(plain.text).not.toMatch(/INTERNAL/);
    expect(existsSync(join(outside, 'pwned.md'))).toBe(false);
  });

  it('#6 rag_ingest does not follow links leading outside an allowed folder', async () => {
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs/inside.md'), '# Inside\n\nThe proof server listens on port 6300.\n');
    writeFileSync(join(outside, 'private.md'), '# Private\n\nzebracorn outside-only passphrase notes\n');
    symlinkSync(join(outside, 'private.md'), join(root, 'docs/linked.md'));
    symlinkSync(outside, join(root, 'docs/linkdir'));
    const ingest = await call('rag_ingest', { paths: [join(root, 'docs')], collection: 'wall-test' });
    expect(ingest.res.isError).toBeFalsy();
    expect(JSON.parse(ingest.text)).toMatchObject({ files: 1 });
    const query = await call('rag_query', { query: 'zebracorn passphrase', collection: 'wall-test' });
    expect(query.text).not.toContain('zebracorn');
  });
});
