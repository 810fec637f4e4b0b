import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLibsqlEmbeddingCache } from '../../src/embedders/cache.js';

const dir = mkdtempSync(join(tmpdir(), 'vs-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('libsql embedding cache', () => {
  it('stores vectors by key and survives reopening', async () => {
    const a = await createLibsqlEmbeddingCache({ path: join(dir, 'e.db') });
    await a.set(
      new Map([
        ['h1:m', [0.5, 1]],
        ['h2:m', [2, 3]],
      ]),
    );
    await a.dispose();
    const b = await createLibsqlEmbeddingCache({ path: join(dir, 'e.db') });
    expect(await b.get(['h1:m', 'h3:m'])).toEqual(new Map([['h1:m', [0.5, 1]]]));
    await b.dispose();
  });
});
