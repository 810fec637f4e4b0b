import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectInMemory, onResourceUpdated } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@sextant/core-engine';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import type { AppDeps } from '../../src/deps.js';
import { resourceTemplates } from '../../src/resources/index-resources.js';
import { tools } from '../../src/tools/index.js';
import { makeRepo } from '../support/fixture-repo.js';

const base = mkdtempSync(join(tmpdir(), 'ri-tools-'));
const repo = makeRepo(undefined, base);
let deps: AppDeps;
const connect = (extra: { onSample?: (p: { messages: unknown[] }) => string } = {}) =>
  connectInMemory({ tools, resourceTemplates, deps, roots: [base], format: 'json', ...extra });
type Res = { structuredContent?: Record<string, unknown>; isError?: boolean; content: { text: string }[] };
const errorOf = (r: Res) => JSON.parse(r.content[0]!.text) as { error: { code: string; message: string } };

beforeAll(() => {
  deps = createDeps(
    loadConfig({ SEXTANT_DATA_DIR: join(base, 'data'), FRESHNESS_TTL_MS: '0', WATCH_MAX: '0' }),
    silentLogger,
  );
});
afterAll(async () => {
  await deps.dispose();
  rmSync(base, { recursive: true, force: true });
});

describe('repo-index-mcp tools (in memory, real libsql store)', () => {
  let indexId = '';

  it('pins the tool surface', async () => {
    const { client, close } = await connect();
    await expect(JSON.stringify(await client.listTools(), null, 2)).toMatchFileSnapshot('../__toolsnaps__/tools.json');
    await close();
  });

  it('ensure_repo_index builds the index with progress and status updates, then is idempotent', async () => {
    const { client, close } = await connect();
    const updated: string[] = [];
    onResourceUpdated(client, (uri) => void updated.push(uri));
    const progress: string[] = [];
    const first = (await client.callTool({ name: 'ensure_repo_index', arguments: { path: repo.root } }, undefined, {
      onprogress: (p) => progress.push(p.message ?? ''),
    })) as Res;
    expect(first.isError).toBeFalsy();
    const out = first.structuredContent as {
      index_id: string;
      status: string;
      stats: { files: number; chunks: number };
    };
    expect(out.status).toBe('created');
    expect(out.stats.files).toBe(4);
    indexId = out.index_id;
    expect(progress[0]).toMatch(/^operation_id=/);
    expect(progress.some((m) => m.startsWith('done'))).toBe(true);

    await client.subscribeResource({ uri: `repo-index://status/${indexId}` });
    const again = (await client.callTool({
      name: 'ensure_repo_index',
      arguments: { path: join(repo.root, 'src') },
    })) as Res;
    expect(again.structuredContent).toMatchObject({ index_id: indexId, status: 'up_to_date' });
    expect(updated).toContain(`repo-index://status/${indexId}`);
    await close();
  });

  it('search_repo finds definitions by identifier and by words: one entry per file, why it matched, a few lines', async () => {
    const { client, close } = await connect();
    const byName = (await client.callTool({
      name: 'search_repo',
      arguments: { index_id: indexId, query: 'parseConfig', k: 3 },
    })) as Res;
    const results = (
      byName.structuredContent as { results: { path: string; symbol?: string; why: string[]; lines: string[] }[] }
    ).results;
    expect(results[0]).toMatchObject({ path: 'src/config.ts', symbol: 'parseConfig' });
    expect(results[0]!.why).toContain('symbol');
    expect(new Set(results.map((r) => r.path)).size).toBe(results.length);
    const words = (await client.callTool({
      name: 'search_repo',
      arguments: { index_id: indexId, query: 'sha256 checksum of a file' },
    })) as Res;
    const top = words.structuredContent as {
      results: { path: string; snippet: string; lines: string[] }[];
      index: { behind: boolean };
    };
    expect(top.results[0]).toMatchObject({ path: 'tools/checksum.py', symbol: 'file_checksum' });
    expect(top.results[0]!.lines[0]).toBe('3-6');
    expect(top.results[0]!.snippet).toContain('sha256');
    expect(top.index.behind).toBe(false);
    const full = (await client.callTool({
      name: 'search_repo',
      arguments: { index_id: indexId, query: 'sha256 checksum of a file', detail: 'full', context_lines: 0 },
    })) as Res;
    const ranges = full.structuredContent as {
      results: { path: string; snippet: string; start_line: number; signals: object }[];
    };
    expect(ranges.results[0]).toMatchObject({ path: 'tools/checksum.py', start_line: 3 });
    expect(ranges.results[0]!.snippet.split('\n')[0]).toBe('def file_checksum(path):');
    await close();
  });

  it('says when the index is behind the work tree', async () => {
    const { client, close } = await connect();
    repo.write('src/extra.ts', 'export const extra = 1;\n');
    const r = (await client.callTool({
      name: 'search_repo',
      arguments: { index_id: indexId, query: 'loadConfig' },
    })) as Res;
    expect(r.structuredContent).toMatchObject({
      index: { behind: true, reason: expect.stringContaining('src/extra.ts') },
    });
    rmSync(join(repo.root, 'src/extra.ts'));
    await close();
  });

  it('ask_index answers through MCP sampling and keeps only verifiable citations', async () => {
    const prompts: string[] = [];
    const { client, close } = await connect({
      onSample: (p) => {
        prompts.push(JSON.stringify(p));
        return 'loadConfig reads the file and parseConfig validates the port (src/config.ts:12-16, src/config.ts:4-6). See also src/nowhere.ts:1-3 and src/config.ts:400-420.';
      },
    });
    const r = (await client.callTool({
      name: 'ask_index',
      arguments: { index_id: indexId, question: 'How is the configuration loaded and validated?' },
    })) as Res;
    expect(r.isError).toBeFalsy();
    const out = r.structuredContent as {
      mode: string;
      citations: unknown[];
      dropped_citations: { citation: string }[];
      note?: string;
    };
    expect(out.mode).toBe('sampling');
    expect(out.citations).toEqual([
      { path: 'src/config.ts', start_line: 12, end_line: 16 },
      { path: 'src/config.ts', start_line: 4, end_line: 6 },
    ]);
    expect(out.dropped_citations.map((d) => d.citation)).toEqual(['src/nowhere.ts:1-3', 'src/config.ts:400-420']);
    expect(out.note).toMatch(/2 citation/);
    expect(prompts[0]).toContain('src/config.ts');
    await close();
  });

  it('ask_index without sampling answers extractively, multi-hop, with citations', async () => {
    const { client, close } = await connect();
    const r = (await client.callTool({
      name: 'ask_index',
      arguments: { index_id: indexId, question: 'how does the http server start' },
    })) as Res;
    const out = r.structuredContent as {
      mode: string;
      answer: string;
      citations: { path: string }[];
      evidence: { path: string; symbol?: string; start_line: number; end_line: number }[];
    };
    expect(out.mode).toBe('extractive');
    expect(out.citations.length).toBeGreaterThan(0);
    expect(out.evidence[0]!.path).toBe('src/server.ts');
    // The server's start() calls loadConfig: its definition (src/config.ts:4-6) is in the evidence, on its
    // own or inside a merged snippet of that file.
    expect(out.evidence.some((e) => e.path === 'src/config.ts' && e.start_line <= 4 && e.end_line >= 6)).toBe(true);
    await close();
  });

  it('repo_map ranks the most referenced file first', async () => {
    const { client, close } = await connect();
    const r = (await client.callTool({ name: 'repo_map', arguments: { index_id: indexId, tokens: 200 } })) as Res;
    expect(String((r.structuredContent as { map: string }).map).split('\n')[0]).toBe('src/config.ts:');
    await close();
  });

  it('serves status, manifest and logs resources', async () => {
    const { client, close } = await connect();
    const listed = await client.listResources();
    expect(listed.resources.map((r) => r.uri)).toContain(`repo-index://manifest/${indexId}`);
    const manifest = JSON.parse(
      ((await client.readResource({ uri: `repo-index://manifest/${indexId}` })).contents[0] as { text: string }).text,
    );
    expect(manifest).toMatchObject({ counts: { files: 4 }, languages: { typescript: 2, python: 1, markdown: 1 } });
    const status = JSON.parse(
      ((await client.readResource({ uri: `repo-index://status/${indexId}` })).contents[0] as { text: string }).text,
    );
    expect(status).toMatchObject({ index_id: indexId, state: 'idle', indexed: true, behind: false });
    const logs = ((await client.readResource({ uri: `repo-index://logs/${indexId}` })).contents[0] as { text: string })
      .text;
    expect(logs).toMatch(/## .* created/);
    await close();
  });

  it('exports a bundle that loads into another checkout', async () => {
    const { client, close } = await connect();
    const b = (await client.callTool({
      name: 'get_repo_bundle',
      arguments: { index_id: indexId, inline: true },
    })) as Res;
    const bundle = b.structuredContent as { data_base64: string; bytes: number; file: string };
    expect(bundle.bytes).toBeGreaterThan(100);
    const clone = join(base, 'clone');
    repo.git('clone', '-q', repo.root, clone);
    const loaded = (await client.callTool({
      name: 'load_repo_bundle',
      arguments: { path: clone, file: bundle.file },
    })) as Res;
    const l = loaded.structuredContent as { index_id: string; chunks: number };
    expect(l.index_id).not.toBe(indexId);
    const s = (await client.callTool({
      name: 'search_repo',
      arguments: { index_id: l.index_id, query: 'file_checksum' },
    })) as Res;
    expect((s.structuredContent as { results: { path: string }[] }).results[0]!.path).toBe('tools/checksum.py');
    await close();
  });

  it('rejects bad input with clear error codes', async () => {
    const { client, close } = await connect();
    const plain = mkdtempSync(join(base, 'plain-'));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ path: plain }, 'ensure_repo_index', 'NOT_A_REPO'],
      [{ path: '/etc' }, 'ensure_repo_index', 'FORBIDDEN'],
      [{ path: join(base, 'missing') }, 'ensure_repo_index', 'NOT_FOUND'],
      [{ index_id: '0123456789abcdef', query: 'x' }, 'search_repo', 'NOT_FOUND'],
      [{ index_id: indexId, query: '   ' }, 'search_repo', 'INVALID_INPUT'],
      [{ operation_id: '00000000-0000-4000-8000-000000000000' }, 'cancel', 'NOT_FOUND'],
    ];
    for (const [args, name, code] of cases) {
      const r = (await client.callTool({ name, arguments: args })) as Res;
      expect(r.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(errorOf(r).error.code, `${name} ${JSON.stringify(args)}: ${r.content[0]!.text}`).toBe(code);
    }
    await close();
  });
});

describe('index registry', () => {
  it('keeps every repository when several are indexed at once', async () => {
    const repos = [makeRepo(undefined, base), makeRepo(undefined, base), makeRepo(undefined, base)];
    const ids = await Promise.all(repos.map(async (r) => (await deps.indexes.ensure(r.root)).entry.id));
    const listed = (await deps.indexes.list()).map((e) => e.id);
    for (const id of ids) expect(listed).toContain(id);
  });
});
