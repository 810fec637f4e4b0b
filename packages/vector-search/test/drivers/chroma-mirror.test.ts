import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoredChunk } from '@sextant/core-engine';
import { createChromaStore } from '../../src/drivers/chroma.js';
import { chromaForSuite } from '../support/chroma-suite.js';

const temp = mkdtempSync(join(tmpdir(), 'chroma-mirror-'));
const server = chromaForSuite(60_000);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const chunk = (id: string, text: string): StoredChunk => ({ id, text, metadata: { path: `${id}.ts`, start_line: 1 } });
const ids = (hits: { id: string }[]) => hits.map((h) => h.id);

describe('drivers: chroma, the local lexical mirror (real server)', () => {
  it('answers what another process wrote to the shared collection, and forgets what it deleted', async () => {
    const writer = await createChromaStore({ url: server.url, collection: 'shared-writes' });
    // markTtlMs 0: every call checks the collection's mark.
    const reader = await createChromaStore({ url: server.url, collection: 'shared-writes', markTtlMs: 0 });
    try {
      expect(await reader.search('retry delay', { topK: 5 })).toEqual([]);
      await writer.upsert([chunk('a', 'export const retryDelay = 5;'), chunk('b', 'function parseConfig() {}')]);
      expect(ids(await reader.search('retry delay', { topK: 5 }))).toEqual(['a']);
      expect(await reader.count()).toBe(2);
      await writer.delete({ ids: ['a'] });
      expect(await reader.search('retry delay', { topK: 5 })).toEqual([]);
      expect((await reader.get!(['b']))[0]).toMatchObject({ id: 'b', text: 'function parseConfig() {}' });
    } finally {
      await writer.dispose?.();
      await reader.dispose?.();
    }
  });

  it("shows another process's writes once a check of the mark is older than markTtlMs", async () => {
    const writer = await createChromaStore({ url: server.url, collection: 'ttl-writes' });
    const reader = await createChromaStore({ url: server.url, collection: 'ttl-writes', markTtlMs: 300 });
    try {
      expect(await reader.count()).toBe(0);
      await writer.upsert([chunk('a', 'export const retryDelay = 5;')]);
      await new Promise((r) => setTimeout(r, 350));
      expect(ids(await reader.search('retry delay', { topK: 5 }))).toEqual(['a']);
    } finally {
      await writer.dispose?.();
      await reader.dispose?.();
    }
  });

  it('keeps a file mirror across restarts, and reloads it when the collection changed meanwhile', async () => {
    const lexicalPath = join(temp, 'mirror.db');
    const open = () => createChromaStore({ url: server.url, collection: 'kept-mirror', lexicalPath });
    const first = await open();
    await first.upsert([chunk('a', 'export const retryDelay = 5;')]);
    await first.dispose?.();
    expect(existsSync(`${lexicalPath}.mark`)).toBe(true);

    // Another process (memory mirror) writes while the first is closed.
    const other = await createChromaStore({ url: server.url, collection: 'kept-mirror' });
    await other.upsert([chunk('c', 'const retryBudget = 3;')]);
    await other.dispose?.();

    const again = await open();
    try {
      expect(ids(await again.search('retry', { topK: 5 })).sort()).toEqual(['a', 'c']);
    } finally {
      await again.dispose?.();
    }
  });
});
