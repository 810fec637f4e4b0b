import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@sextant/core-engine';
import { runCli } from '@sextant/mcp-shell';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { resourceTemplates } from '../src/resources/index-resources.js';
import { ensureRepoIndex } from '../src/tools/ensure-repo-index.js';
import { tools } from '../src/tools/index.js';
import { makeRepo } from './support/fixture-repo.js';

const base = mkdtempSync(join(tmpdir(), 'ri-run-indexing-'));
const deps = createDeps(loadConfig({ SEXTANT_DATA_DIR: join(base, 'data') }), silentLogger);
afterAll(async () => {
  await deps.dispose();
  rmSync(base, { recursive: true, force: true });
});

describe('runIndexing', () => {
  it('a CLI index command leaves nothing watching (the process exits after its answer); a server watches', async () => {
    const cliRepo = makeRepo(undefined, base);
    let printed = '';
    const code = await runCli({
      tool: ensureRepoIndex,
      words: [cliRepo.root],
      deps,
      log: silentLogger,
      format: 'json',
      roots: [base],
      out: (t) => (printed = t),
    });
    expect(code).toBe(0);
    const built = JSON.parse(printed) as { index_id: string; stats: { changed: number } };
    expect(built.stats.changed).toBeGreaterThan(0);
    expect((await deps.indexes.get(built.index_id)).index.watching).toBe(false);

    const serverRepo = makeRepo(undefined, base);
    const { client, close } = await connectInMemory({ tools, resourceTemplates, deps, roots: [base], format: 'json' });
    try {
      const res = await client.callTool({ name: 'ensure_repo_index', arguments: { path: serverRepo.root } });
      const { index_id } = res.structuredContent as { index_id: string };
      expect((await deps.indexes.get(index_id)).index.watching).toBe(true);
    } finally {
      await close();
    }
  });
});
