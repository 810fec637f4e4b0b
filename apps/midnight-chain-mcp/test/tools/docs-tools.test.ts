import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tools } from '../../src/tools/index.js';
import { startWorld } from '../support/world.js';
import type { World } from '../support/world.js';

const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));
let world: World;
let conn: TestConnection;
const call = async (name: string, args: Record<string, unknown> = {}) => {
  const res = await conn.client.callTool({ name, arguments: { ...args, format: 'json' } });
  const text = (res.content as { text: string }[])[0]!.text;
  return {
    data: res.structuredContent as Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    error: res.isError ? (JSON.parse(text).error as { code: string; message: string }) : undefined,
  };
};

beforeAll(async () => {
  world = await startWorld({ blocks: 6 });
  conn = await connectInMemory({ tools, deps: world.deps(), roots: [fixtures, world.tmp] });
});
afterAll(async () => {
  await conn?.close();
  await world?.close();
});

describe('templating tools', () => {
  it('lists templates with typed placeholders', async () => {
    const { data } = await call('templating_list_templates', { tag: 'dapp' });
    expect(data.templates[0]).toMatchObject({
      id: 'compact-dapp',
      placeholders: expect.arrayContaining([
        { name: 'contractName', type: 'identifier', description: expect.any(String), required: true },
      ]),
    });
  });

  it('previews, writes inside the roots, refuses overwrite and traversal', async () => {
    const preview = (
      await call('templating_render_template', { template_id: 'compact-contract', values: { fileName: 'counter' } })
    ).data;
    expect(preview).toMatchObject({ written: [], files: [{ path: 'counter.compact' }] });
    const out = join(world.tmp, 'gen');
    const written = (
      await call('templating_render_template', {
        template_id: 'compact-dapp',
        values: { contractName: 'Board' },
        output_dir: out,
      })
    ).data;
    expect(written.written).toHaveLength(6);
    expect(await readFile(join(out, 'board/contract/src/board.compact'), 'utf8')).toContain(
      'export circuit incrementRound(): [] {',
    );
    expect(
      (
        await call('templating_render_template', {
          template_id: 'compact-dapp',
          values: { contractName: 'Board' },
          output_dir: out,
        })
      ).error,
    ).toMatchObject({ code: 'FILE_EXISTS' });
    expect(
      (
        await call('templating_render_template', {
          template_id: 'compact-dapp',
          values: { contractName: 'Board' },
          output_dir: out,
          overwrite: true,
        })
      ).error,
    ).toBeUndefined();
    expect(
      (
        await call('templating_render_template', {
          template_id: 'compact-contract',
          values: { fileName: 'x' },
          output_dir: '/etc',
        })
      ).error,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (
        await call('templating_render_template', {
          template_id: 'compact-contract',
          values: { fileName: 'x' },
          output_dir: `${world.tmp}/../..`,
        })
      ).error,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect((await call('templating_render_template', { template_id: 'compact-dapp', values: {} })).error).toMatchObject(
      { code: 'INVALID_PARAMS', message: expect.stringContaining('contractName missing') },
    );
  });
});

describe('rag and rerank tools', () => {
  it('rag_query says the collection is empty until ingest fills it', async () => {
    expect((await call('rag_query', { query: 'DUST fees' })).error).toMatchObject({ code: 'NOT_INDEXED' });
    const ingested = (await call('rag_ingest', { paths: [join(fixtures, 'docs')] })).data;
    expect(ingested).toMatchObject({ collection: 'midnight-docs-v1', files: 3 });
    expect(ingested.chunks).toBeGreaterThanOrEqual(5);
  });

  it('rag_query finds the right passage, with and without the reranker', async () => {
    const plain = (await call('rag_query', { query: 'how are transaction fees paid with DUST', top_k: 2 })).data;
    expect(plain).toMatchObject({ collection: 'midnight-docs-v1', model_used: null });
    expect(plain.results[0]).toMatchObject({ heading: 'DUST', path: expect.stringContaining('tokens.md') });
    const reranked = (await call('rag_query', { query: 'viewing key session subscription', rerank: true, top_k: 1 }))
      .data;
    expect(reranked).toMatchObject({ model_used: 'lexical-bm25-proximity', results: [{ heading: 'Wallet sessions' }] });
  });

  it('rerank orders documents and reports the lexical model when none is configured', async () => {
    const { data } = await call('rerank', {
      query: 'NIGHT STAR units',
      documents: ['DUST pays fees.', 'One NIGHT equals 1,000,000 STAR.', 'GraphQL subscriptions.'],
    });
    expect(data.model_used).toBe('lexical-bm25-proximity');
    expect(data.results[0]).toMatchObject({ index: 1 });
    expect(data.results.at(-1).score).toBe(0);
  });
});
