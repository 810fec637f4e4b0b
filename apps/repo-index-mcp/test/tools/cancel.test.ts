import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { resourceTemplates } from '../../src/resources/index-resources.js';
import { tools } from '../../src/tools/index.js';
import { generatedFiles, makeRepo } from '../support/fixture-repo.js';

const base = mkdtempSync(join(tmpdir(), 'ri-cancel-'));
const deps = createDeps(
  loadConfig({ SEXTANT_DATA_DIR: join(base, 'data'), FRESHNESS_TTL_MS: '0', WATCH_MAX: '0' }),
  silentLogger,
);
afterAll(async () => {
  await deps.dispose();
  rmSync(base, { recursive: true, force: true });
});

describe('cancel', () => {
  it('stops a running ensure_repo_index; the previous index stays intact and usable', async () => {
    const repo = makeRepo({ 'src/keep.ts': 'export function keepMe() {\n  return 1;\n}\n' }, base);
    const { client, close } = await connectInMemory({ tools, resourceTemplates, deps, roots: [base], format: 'json' });
    const first = await client.callTool({ name: 'ensure_repo_index', arguments: { path: repo.root } });
    const { index_id } = first.structuredContent as { index_id: string };
    for (const [p, c] of Object.entries(generatedFiles(300))) repo.write(p, c);

    let cancelled: unknown;
    const run = client.callTool({ name: 'ensure_repo_index', arguments: { path: repo.root } }, undefined, {
      onprogress: (p) => {
        const op = /^operation_id=([\w-]+)/.exec(p.message ?? '')?.[1];
        if (op && !cancelled) cancelled = client.callTool({ name: 'cancel', arguments: { operation_id: op } });
      },
    });
    const res = await run;
    expect(await cancelled).toMatchObject({ structuredContent: { cancelled: true } });
    expect(res.isError).toBe(true);
    expect(JSON.parse((res.content as { text: string }[])[0]!.text).error.code).toBe('CANCELLED');

    const status = JSON.parse(
      ((await client.readResource({ uri: `repo-index://status/${index_id}` })).contents[0] as { text: string }).text,
    );
    expect(status).toMatchObject({ state: 'cancelled', files: 1, behind: true });
    const search = await client.callTool({ name: 'search_repo', arguments: { index_id, query: 'keepMe' } });
    expect((search.structuredContent as { results: { path: string }[] }).results.map((r) => r.path)).toEqual([
      'src/keep.ts',
    ]);
    await close();
  });
});
