import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/logger.js';
import type { NameTable } from '../../../src/indexing/ranking/name-table.js';
import { namesOf, rankMemoFor } from '../../../src/indexing/ranking/rank-memo.js';
import { runIndex } from '../../../src/indexing/run/run-index.js';
import { createStateStore } from '../../../src/indexing/state/state-store.js';
import { makeRepo } from '../support/git-repo.js';
import { createMemoryStore } from '../support/memory-store.js';
import { regexAdapters } from '../support/regex-adapter.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

// Two repositories with names of their own: a long-lived server indexes one, then the other.
const repoOf = (prefix: string) =>
  makeRepo(
    Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [
        `src/m${i}.js`,
        `function ${prefix}Render${i}() {\n  return ${prefix}Helper${(i + 1) % 30}()\n}\n\nfunction ${prefix}Helper${i}() {\n  return ${i}\n}\n`,
      ]),
    ),
  );
const first = repoOf('firstRepo');
const second = repoOf('secondRepo');
const dirs: string[] = [];
afterAll(() => [first.root, second.root, ...dirs].forEach((d) => rmSync(d, { recursive: true, force: true })));

async function indexed(root: string) {
  const dir = mkdtempSync(join(tmpdir(), 'ce-names-'));
  dirs.push(dir);
  const deps = { state: createStateStore(dir), store: createMemoryStore(), adapters: regexAdapters, log: silentLogger };
  await runIndex({ root }, deps);
  return { deps, table: namesOf(rankMemoFor(deps.state)) };
}

describe("an index's name table", () => {
  it("holds that index's names only, and goes when nothing holds the index", async () => {
    let one: Awaited<ReturnType<typeof indexed>> | undefined = await indexed(first.root);
    expect(one.table.names).toContain('firstRepoRender7');
    const firstTable = new WeakRef<NameTable>(one.table);
    one = undefined;

    const two = await indexed(second.root);
    expect(two.table.names).toContain('secondRepoRender7');
    expect(two.table.names.filter((n) => n.startsWith('firstRepo'))).toEqual([]);
    // A WeakRef's target stays alive until the task that made it ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(firstTable.deref()).toBeUndefined();
    // The second index goes on ranking with its own names after the first is gone.
    second.write('src/m3.js', 'function secondRepoRender3() {\n  return secondRepoHelper9()\n}\n');
    second.git('commit', '-qam', 'edit');
    expect((await runIndex({ root: second.root }, two.deps)).status).toBe('updated');
    expect(two.table.names).toContain('secondRepoHelper9');
  });
});
