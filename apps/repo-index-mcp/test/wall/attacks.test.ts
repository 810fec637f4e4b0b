import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { connectStdio } from '@sextant/mcp-shell/testing';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServer } from '../support/built.js';
import { fixtureFiles, makeRepo } from '../support/fixture-repo.js';
import { fakeOpenAI, plantedSecrets, rawStdioCall } from './support.js';

// Issue 15, rows #2 #3 #4 #8 #9 #12: each attack is planted in a temp folder and must be blocked by the
// real server over stdio, with SEXTANT_ROOTS set to one folder.
const base = mkdtempSync(join(tmpdir(), 'ri-wall-'));
const root = join(base, 'root');
const outside = join(base, 'outside');
mkdirSync(root);
mkdirSync(outside);
const secrets = plantedSecrets();
const env = { SEXTANT_DATA_DIR: join(base, 'data'), SEXTANT_ROOTS: root, OUTPUT_FORMAT: 'json' };
const sampled: string[] = [];
let conn: TestConnection & { stderr(): string };
let openai: Awaited<ReturnType<typeof fakeOpenAI>>;

const call = async (name: string, args: Record<string, unknown>, c: TestConnection = conn) => {
  const res = await c.client.callTool({ name, arguments: args });
  const text = (res.content as { text: string }[])[0]?.text ?? '';
  return { res, text, data: res.structuredContent as Record<string, unknown> | undefined };
};
const errorOf = (text: string) => (JSON.parse(text) as { error: { code: string; message: string } }).error;

beforeAll(async () => {
  openai = await fakeOpenAI();
  conn = await connectStdio({
    command: process.execPath,
    args: [builtServer()],
    env,
    onSample: ({ messages, systemPrompt }) => {
      sampled.push(JSON.stringify({ messages, systemPrompt }));
      return 'It is validated in src/config.ts:12-16.';
    },
  });
});
afterAll(async () => {
  await conn?.close();
  await openai?.close();
  rmSync(base, { recursive: true, force: true });
});

describe('issue 15: roots are a wall (repo-index-mcp over stdio)', () => {
  it('#2 command execution through the repo git config is blocked', async () => {
    const repo = makeRepo({ ...fixtureFiles, '.gitattributes': '*.ts filter=evil\n' }, root);
    const marker = (n: string) => join(outside, `${n}.ran`);
    writeFileSync(join(outside, 'inc.cfg'), `[core]\n\tfsmonitor = touch ${marker('included')}\n`);
    repo.git('config', 'core.fsmonitor', `touch ${marker('fsmonitor')}`);
    repo.git('config', 'core.hooksPath', outside);
    repo.git('config', 'filter.evil.clean', `sh -c 'touch ${marker('clean')}; cat'`);
    repo.git('config', 'include.path', join(outside, 'inc.cfg'));
    repo.write('src/config.ts', `${fixtureFiles['src/config.ts']}\n// edited\n`);
    const { data } = await call('ensure_repo_index', { path: repo.root });
    expect(data).toMatchObject({ status: expect.stringMatching(/created|updated|up_to_date/) });
    for (const n of ['fsmonitor', 'included', 'clean']) expect(existsSync(marker(n)), `${n} ran`).toBe(false);
  });

  it('#3 untracked symlinks leading outside are not followed (search, bundle, manifest)', async () => {
    writeFileSync(join(outside, 'secret.ts'), 'export function outsideOnlySecretMarker() { return 42; }\n');
    const repo = makeRepo(fixtureFiles, root);
    symlinkSync(join(outside, 'secret.ts'), join(repo.root, 'src/x.ts'));
    const { data } = await call('ensure_repo_index', { path: repo.root });
    const index_id = data!.index_id as string;
    const search = await call('search_repo', { index_id, query: 'outsideOnlySecretMarker' });
    expect(search.text).not.toContain('outsideOnlySecretMarker');
    const manifest = await conn.client.readResource({ uri: `repo-index://manifest/${index_id}` });
    const m = JSON.parse((manifest.contents[0] as { text: string }).text) as {
      skipped_by_reason: Record<string, number>;
    };
    expect(m.skipped_by_reason.symlink_outside).toBe(1);
    const bundle = await call('get_repo_bundle', { index_id, inline: true });
    const inflated = gunzipSync(Buffer.from(bundle.data!.data_base64 as string, 'base64')).toString();
    expect(inflated).not.toContain('outsideOnlySecretMarker');
  });

  it('#4 a .git gitfile pointing outside the roots is refused', async () => {
    const elsewhere = makeRepo({ 'src/outside.ts': 'export const outsideCommitted = 1;\n' }, outside);
    const folder = join(root, 'gitfile');
    mkdirSync(folder);
    writeFileSync(join(folder, '.git'), `gitdir: ${join(elsewhere.root, '.git')}\n`);
    const { res, text } = await call('ensure_repo_index', { path: folder, rev: 'HEAD' });
    expect(res.isError).toBe(true);
    expect(errorOf(text).code).toBe('FORBIDDEN');
  });

  it('#8 a gzip bomb given to load_repo_bundle is refused as INVALID_INPUT, within the cap', async () => {
    const repo = makeRepo(fixtureFiles, root);
    // 400 MiB of zeros deflate to about 400 KB, well under the argument limit.
    const bomb = gzipSync(Buffer.alloc(400 * 1024 * 1024), { level: 9 });
    const { res, text } = await call('load_repo_bundle', { path: repo.root, data_base64: bomb.toString('base64') });
    expect(res.isError).toBe(true);
    expect(errorOf(text)).toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringMatching(/inflates to more than/),
    });
    // The server still answers.
    expect((await conn.client.listTools()).tools.length).toBeGreaterThan(0);
  });

  it('#9 secrets leave unredacted: bundle, the bundle resource, the sampling request and the chat/embedding requests', async () => {
    const repo = makeRepo(
      {
        ...fixtureFiles,
        'src/keys.ts': `/** Validates the port against the deploy keys. */\nexport function portKeys() {\n  const token = '${secrets.github}';\n  const awsKeyId = '${secrets.aws}';\n  return [token, awsKeyId];\n}\n`,
      },
      root,
    );
    const { data } = await call('ensure_repo_index', { path: repo.root });
    const index_id = data!.index_id as string;
    const bundle = await call('get_repo_bundle', { index_id, inline: true });
    const inflated = gunzipSync(Buffer.from(bundle.data!.data_base64 as string, 'base64')).toString();
    const onDisk = gunzipSync(readFileSync(bundle.data!.file as string)).toString();
    const resource = await conn.client.readResource({ uri: `repo-index://bundle/${index_id}` });
    const fromResource = gunzipSync(Buffer.from((resource.contents[0] as { blob: string }).blob, 'base64')).toString();
    for (const text of [inflated, onDisk, fromResource]) {
      expect(text).not.toContain(secrets.github);
      expect(text).not.toContain(secrets.aws);
    }
    expect(inflated).toContain('[REDACTED:');

    await call('ask_index', { index_id, question: 'what are the deploy keys of portKeys?' });
    expect(sampled.length).toBeGreaterThan(0);
    expect(sampled.join('\n')).toContain('portKeys');
    expect(sampled.join('\n')).not.toContain(secrets.github);
    expect(sampled.join('\n')).not.toContain(secrets.aws);

    // Without sampling, the same question goes to the chat endpoint, and chunks to the embedding endpoint.
    const chatConn = await connectStdio({
      command: process.execPath,
      args: [builtServer()],
      env: {
        ...env,
        SEXTANT_DATA_DIR: join(base, 'data-chat'),
        CHAT_MODEL: 'fake-chat',
        EMBEDDER: 'openai',
        OPENAI_BASE_URL: openai.url,
        OPENAI_API_KEY: 'test-key',
      },
    });
    const ensured = await call('ensure_repo_index', { path: repo.root }, chatConn);
    const asked = await call(
      'ask_index',
      { index_id: ensured.data!.index_id, question: 'what are the deploy keys of portKeys?' },
      chatConn,
    );
    expect(asked.data).toMatchObject({ mode: 'chat' });
    await chatConn.close();
    const sent = openai.bodies.join('\n');
    expect(sent).toContain('portKeys');
    expect(sent).toContain('fake-chat');
    expect(openai.bodies.some((b) => b.includes('"input"'))).toBe(true);
    expect(sent).not.toContain(secrets.github);
    expect(sent).not.toContain(secrets.aws);
  });

  it('#12 deep nesting is INVALID_INPUT, not an internal error', async () => {
    const deep = `{"index_id":"0000000000000000","query":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
    const res = await rawStdioCall(process.execPath, [builtServer()], env, 'search_repo', deep);
    expect(res.isError).toBe(true);
    expect(errorOf(res.content[0]!.text).code).toBe('INVALID_INPUT');
    expect((await conn.client.listTools()).tools.length).toBeGreaterThan(0);
  });
});
